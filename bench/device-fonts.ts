/**
 * The phone's own fonts for the benches' Chromium (page-weight.ts, storefront-styles.ts, Lighthouse's
 * runs). Every Android phone carries Noto Sans Devanagari; a Linux host often has no Devanagari font at
 * all. The Hindi pages declare the shop's Devanagari face with `local()` first (docs/decisions/0029), so
 * on such a host they download a 50 KB font that the phone never asks for, and their LCP measures the
 * host rather than the phone. This writes a fontconfig file that adds the face to the host's fonts (the
 * @fontsource package's WOFF unpacked to TrueType: Chromium's `local()` matches a TrueType file by its
 * PostScript name, not a WOFF one) and hands it to Chromium through FONTCONFIG_FILE.
 * `BENCH_DEVICE_FONTS=host` measures the host as it is.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { devanagariFontFile } from '../apps/server/src/lib/invoice-fonts.ts';

/** A WOFF 1.0 file as the TrueType/OpenType font it wraps: each table inflated, the table directory rebuilt. */
function unwoff(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, stored, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const data = woff.subarray(offset, offset + stored);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: stored < length ? inflateSync(data) : data,
    };
  });
  const selector = Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(16 << selector, 6);
  head.writeUInt16BE(selector, 8);
  head.writeUInt16BE(count * 16 - (16 << selector), 10);
  const bodies: Buffer[] = [];
  let offset = head.length;
  tables.forEach((t, i) => {
    head.writeUInt32BE(t.tag, 12 + i * 16);
    head.writeUInt32BE(t.checksum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(t.data.length, 24 + i * 16);
    const padding = Buffer.alloc((4 - (t.data.length % 4)) % 4);
    bodies.push(t.data, padding);
    offset += t.data.length + padding.length;
  });
  return Buffer.concat([head, ...bodies]);
}

type DeviceFonts = { env: Record<string, string>; label: string };
let made: DeviceFonts | undefined;

/** The phone's font and a fontconfig file that adds it to the host's, written to a folder of their own. */
function phoneFonts(): DeviceFonts {
  const dir = path.join(tmpdir(), 'nidra-bench-fonts');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'NotoSansDevanagari-Regular.ttf'), unwoff(readFileSync(devanagariFontFile(400))));
  const config = path.join(dir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}</dir><cachedir>${path.join(dir, 'cache')}</cachedir></fontconfig>\n`,
  );
  return { env: { FONTCONFIG_FILE: config }, label: "the host's fonts and an Android phone's Noto Sans Devanagari" };
}

/**
 * What Chromium is launched with beside `process.env`, and a line saying which fonts it has; the files
 * are written once per process.
 */
export function deviceFonts(): DeviceFonts {
  made ??= process.env.BENCH_DEVICE_FONTS === 'host' ? { env: {}, label: "the host's fonts only" } : phoneFonts();
  return made;
}

/** The environment a bench's Chromium is launched with: this process's, and the phone's fonts. */
export const chromiumEnv = () => ({ ...(process.env as Record<string, string>), ...deviceFonts().env });
