import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, firstInvalidUtf8 } from './csv-encoding.rules.ts';

describe('decodeCsvBytes', () => {
  it('reads UTF-8, dropping a byte order mark', () => {
    const bytes = new Uint8Array(Buffer.from('\uFEFFname\nCafé Nuit\n'));
    expect(decodeCsvBytes(bytes, 'utf-8')).toEqual({ text: 'name\nCafé Nuit\n' });
  });

  it('names the line of the first byte that is not UTF-8, and reads it as Windows-1252 when asked', () => {
    const bytes = new Uint8Array(Buffer.from('name\nplain\nCaf\xe9 Nuit \x80\n', 'latin1'));
    expect(decodeCsvBytes(bytes, 'utf-8')).toEqual({ badLine: 3 });
    expect(decodeCsvBytes(bytes, 'windows-1252')).toEqual({ text: 'name\nplain\nCafé Nuit €\n' });
  });

  it('finds overlong forms, surrogates and cut sequences', () => {
    expect(firstInvalidUtf8(new Uint8Array(Buffer.from('ok ₹ 😀')))).toBe(-1);
    expect(firstInvalidUtf8(new Uint8Array([0x61, 0xc0, 0xaf]))).toBe(1);
    expect(firstInvalidUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(0);
    expect(firstInvalidUtf8(new Uint8Array([0x61, 0x62, 0xe2, 0x82]))).toBe(2);
  });
});
