/** A CSV cell's value as it comes from a row: printed as is, empty for null/undefined. */
export type CsvValue = string | number | boolean | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell of RFC 4180 CSV: quoted when it holds a quote, comma or line break (quotes doubled), and
 * text starting with = + - @ (or a tab or carriage return) prefixed with ' so a spreadsheet shows it
 * rather than running it. Numbers are written as they are, negative ones included.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record ending in CRLF, as RFC 4180 writes them. */
export function csvLine(values: CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Paise as rupees with two decimals, the way accounting files want them ("1234.50", "-80.00"). */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF or LF, a leading BOM) into rows of cells.
 * A cell written by `csvCell` with the formula guard comes back with its leading ' (the file is what a
 * spreadsheet saw); `unguardCell` removes it.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  forEachCsvRow(text, (cells) => {
    rows.push(cells);
  });
  return rows;
}

/**
 * Calls `onRow` with each record's cells, in one pass over the text (linear in its length): cells are
 * sliced, not built a character at a time, and a record keeps at most `maxCells` cells (the others
 * are read past). `cellCount` is the record's real number of cells.
 */
export function forEachCsvRow(
  text: string,
  onRow: (cells: string[], cellCount: number) => void,
  maxCells = Number.POSITIVE_INFINITY,
): void {
  let row: string[] = [];
  let count = 0;
  const push = (cell: string) => {
    if (count++ < maxCells) row.push(cell);
  };
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  if (i >= n) return;
  for (;;) {
    // One cell starting at i.
    let cell: string;
    if (text.charCodeAt(i) === 34 /* " */) {
      let value = '';
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q === -1) {
          value += text.slice(from);
          i = n;
          break;
        }
        value += text.slice(from, q);
        if (text.charCodeAt(q + 1) === 34) {
          value += '"';
          from = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      // Text between the closing quote and the separator belongs to the cell, as spreadsheets read it.
      let j = i;
      while (j < n && !isSeparator(text.charCodeAt(j))) j++;
      cell = value + text.slice(i, j);
      i = j;
    } else {
      let j = i;
      while (j < n && !isSeparator(text.charCodeAt(j))) j++;
      cell = text.slice(i, j);
      i = j;
    }
    push(cell);
    if (i >= n) break;
    const c = text.charCodeAt(i);
    i++;
    if (c === 44 /* , */) {
      if (i >= n) {
        push('');
        break;
      }
      continue;
    }
    if (c === 13 && text.charCodeAt(i) === 10) i++;
    onRow(row, count);
    row = [];
    count = 0;
    if (i >= n) return;
  }
  onRow(row, count);
}

const isSeparator = (c: number) => c === 44 || c === 10 || c === 13;

/** The text a guarded cell stood for: "'=SUM(A1)" → "=SUM(A1)"; other text unchanged. */
export function unguardCell(cell: string): string {
  return cell.length > 1 && cell[0] === "'" && /[=+\-@\t\r]/.test(cell[1]) ? cell.slice(1) : cell;
}
