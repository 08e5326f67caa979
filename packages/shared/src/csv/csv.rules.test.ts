import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvRupees, forEachCsvRow, parseCsv, unguardCell } from './csv.rules.ts';

describe('csvCell', () => {
  it('quotes cells holding quotes, commas or line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-12.5)).toBe('-12.5');
  });

  it('keeps a spreadsheet from running text that starts like a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-3')).toBe("'-3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('parseCsv', () => {
  it('reads back what csvLine writes, guarded cells unguarded', () => {
    const rows = [
      ['Name', 'Note', 'Price'],
      ['Kaftan, long', 'says "soft"\nand light', '=1+1'],
      ['', '-', '1249.00'],
    ];
    const text = `\uFEFF${rows.map((r) => csvLine(r)).join('')}`;
    expect(parseCsv(text).map((r) => r.map(unguardCell))).toEqual(rows);
  });

  it('takes LF line ends and a last line without one', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('csvRupees', () => {
  it('writes paise as rupees with two decimals', () => {
    expect(csvRupees(124_950)).toBe('1249.50');
    expect(csvRupees(-8_000)).toBe('-80.00');
    expect(csvRupees(7)).toBe('0.07');
  });
});

describe('forEachCsvRow', () => {
  it('keeps at most maxCells cells of a record but counts them all', () => {
    const seen: [string[], number][] = [];
    forEachCsvRow(`a,b${','.repeat(1_000)}\n"x,""y""",z\n`, (cells, count) => seen.push([cells, count]), 3);
    expect(seen).toEqual([
      [['a', 'b', ''], 1_002],
      [['x,"y"', 'z'], 2],
    ]);
  });
});
