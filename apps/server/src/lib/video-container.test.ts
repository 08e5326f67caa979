import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkVideoContainer } from './video-container.ts';

// recorded.mp4 and recorded.webm are real recordings: Chromium's MediaRecorder filming a canvas for
// 0.6 s (fragmented MP4 with H.264; WebM with VP8 and a Segment of unknown size, as phones' browsers send).
const recorded = (name: string) => readFileSync(new URL(`../test/videos/${name}`, import.meta.url));

/** The file in chunks of `size` bytes, as a disk read or an upload delivers it. */
const chunked = (file: Uint8Array, size = 7) => Readable.from(split(file, size));
function* split(file: Uint8Array, size: number) {
  for (let at = 0; at < file.length; at += size) yield file.subarray(at, at + size);
}

const box = (type: string, body: Uint8Array = new Uint8Array(0)) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const ftyp = (brand: string) => box('ftyp', Buffer.from(`${brand}\0\0\0\0${brand}`, 'latin1'));
/** A plain (not fragmented) QuickTime movie as cameras write it: ftyp, wide, mdat, moov. */
const mov = () =>
  Buffer.concat([
    ftyp('qt  '),
    box('wide'),
    box('mdat', Buffer.alloc(300, 5)),
    box('moov', box('mvhd', Buffer.alloc(100))),
  ]);

describe('the whole-file video check', () => {
  it('accepts real MP4 and WebM recordings, read in any chunk size', async () => {
    for (const size of [1, 7, 4096]) {
      expect(await checkVideoContainer(chunked(recorded('recorded.mp4'), size))).toBe('video/mp4');
      expect(await checkVideoContainer(chunked(recorded('recorded.webm'), size))).toBe('video/webm');
    }
  });

  it('accepts a QuickTime movie, and a last box whose size 0 runs to the end', async () => {
    expect(await checkVideoContainer(chunked(mov()))).toBe('video/quicktime');
    const open = Buffer.concat([
      ftyp('mp42'),
      box('moov'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mdat'),
      Buffer.alloc(50),
    ]);
    expect(await checkVideoContainer(chunked(open))).toBe('video/mp4');
  });

  it('refuses an HTML page behind the 12 bytes of an MP4 header', async () => {
    const attack = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom\0\0\0\0isomiso2', 'latin1'),
      Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'),
    ]);
    expect(await checkVideoContainer(chunked(attack))).toBeNull();
  });

  it('refuses broken or incomplete containers', async () => {
    const mp4 = recorded('recorded.mp4');
    const webm = recorded('recorded.webm');
    const cases = {
      'cut short': mp4.subarray(0, mp4.length - 10),
      'with bytes after the last box': Buffer.concat([mp4, Buffer.from('<script>')]),
      'without a movie box': Buffer.concat([ftyp('isom'), box('mdat', Buffer.alloc(40))]),
      'without media data': Buffer.concat([ftyp('isom'), box('moov', Buffer.alloc(40))]),
      'of an unknown brand': Buffer.concat([ftyp('abcd'), box('moov'), box('mdat')]),
      'not starting with ftyp': Buffer.concat([box('moov'), ftyp('isom'), box('mdat')]),
      'WebM cut short': webm.subarray(0, webm.length - 5),
      'WebM followed by text': Buffer.concat([webm, Buffer.from('<html>')]),
      'EBML of another document type': Buffer.from(webm.toString('latin1').replace('webm', 'html'), 'latin1'),
      'the first bytes of a WebM only': Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(40, 2)]),
      text: Buffer.from('These are not the bytes of a video, whatever the name says.\n'),
      empty: Buffer.alloc(0),
    };
    for (const [name, file] of Object.entries(cases))
      expect({ name, type: await checkVideoContainer(chunked(file)) }).toEqual({ name, type: null });
  });
});
