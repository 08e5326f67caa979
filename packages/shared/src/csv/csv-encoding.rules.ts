/** The encodings an admin can choose for an import file: UTF-8 (the default), or Windows-1252 from older Excel. */
export const CSV_ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

/** The offset of the first byte that does not belong to well-formed UTF-8, or -1 when all of it does. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    // Lead byte: its length and the smallest and largest second byte it allows (no overlongs, no surrogates).
    let length = 0;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) length = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      length = 3;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      length = 4;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    if (i + length > bytes.length) return i;
    if (bytes[i + 1] < low || bytes[i + 1] > high) return i;
    for (let k = 2; k < length; k++) if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf) return i;
    i += length;
  }
  return -1;
}

/** The line (from 1) that holds byte `offset`. */
export function lineOfByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 10) line++;
  return line;
}

/**
 * The text of an import file: UTF-8 (a BOM is dropped) unless the admin chose Windows-1252. A file
 * that is not UTF-8 is never guessed at: the answer names the line of its first bad byte instead.
 */
export function decodeCsvBytes(bytes: Uint8Array, encoding: CsvEncoding): { text: string } | { badLine: number } {
  if (encoding === 'windows-1252') return { text: decodeWindows1252(bytes) };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { badLine: lineOfByte(bytes, Math.max(0, firstInvalidUtf8(bytes))) };
  }
}

// Bytes 0x80–0x9F of Windows-1252 (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ; five unassigned
// bytes kept as their C1 code point); every other byte is the code point of the same number (Latin-1).
// Written out because Node's TextDecoder reads "windows-1252" as Latin-1 and loses the curly quotes and €.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** Windows-1252 text (Excel's "CSV" on Windows in Western locales); every byte is a character. */
function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const codes = new Uint16Array(Math.min(bytes.length, 16_384));
  for (let from = 0; from < bytes.length; from += codes.length) {
    const end = Math.min(bytes.length, from + codes.length);
    for (let i = from; i < end; i++) {
      const b = bytes[i];
      codes[i - from] = b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : b;
    }
    parts.push(String.fromCharCode(...codes.subarray(0, end - from)));
  }
  return parts.join('');
}
