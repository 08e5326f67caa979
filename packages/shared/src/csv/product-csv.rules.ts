import { type ProductFields, productFields } from '../admin/admin.schema.ts';
import { missingProductField } from '../admin/product-form.rules.ts';
import { messages } from '../messages.ts';
import { schemaIssueMessage } from '../validation/issue-message.ts';
import { forEachCsvRow, unguardCell } from './csv.rules.ts';
import { type ProblemSummary, ProblemTally, type RowProblem } from './import-problems.rules.ts';

export type { RowProblem } from './import-problems.rules.ts';

/**
 * The product CSV's columns, in the order the export writes them: the admin form's fields (money in
 * rupees) plus the pictures, named by a file in the import's zip or by an /images/ path the shop
 * already serves. Rows are matched to products by barcode.
 */
export const PRODUCT_CSV_COLUMNS = [
  'barcode',
  'productName',
  'size',
  'category',
  'subcategory',
  'MRP',
  'sellingPrice',
  'actualPrice',
  'designNumber',
  'isActive',
  'length',
  'chest',
  'quantity',
  'fabric',
  'description',
  'hsn',
  'productNameHi',
  'fabricHi',
  'descriptionHi',
  'displayImage',
  'images',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Separates the additional pictures inside the `images` cell. */
export const IMAGE_SEPARATOR = '|';

/** A row that passed every check: the product's fields and the pictures it names. */
export type ProductCsvRecord = {
  row: number;
  fields: ProductFields;
  /** The columns whose cells were not blank. */
  given: string[];
  displayImage: string;
  images: string[];
};

export type ProductCsvReading = { records: ProductCsvRecord[]; rowCount: number } & ProblemSummary;

/** The most header cells a product file may have, empty ones included (a spreadsheet adds a few). */
export const MAX_CSV_COLUMNS = 100;

const REQUIRED_COLUMNS: ProductCsvColumn[] = [
  'barcode',
  'productName',
  'category',
  'subcategory',
  'MRP',
  'sellingPrice',
];

/**
 * Reads a product CSV against the shared product rules, in one pass linear in the text's length: the
 * header must name the required columns (unknown ones are reported) and have at most MAX_CSV_COLUMNS
 * cells; empty header cells are dropped once, so a row only touches the known columns. Every row is
 * validated by the admin form's schema, each barcode is given once, and the selling price is at most
 * the MRP. The first problems by line are listed and all of them counted (ProblemTally).
 */
export function readProductCsv(text: string): ProductCsvReading {
  const tally = new ProblemTally();
  const records: ProductCsvRecord[] = [];
  const barcodeRows = new Map<string, number>();
  let columns: [index: number, name: string][] | null = null;
  let lines = 0;
  forEachCsvRow(
    text,
    (cells, cellCount) => {
      lines++;
      if (lines === 1) columns = readHeader(cells, cellCount, tally);
      else if (columns) readRow(columns, cells, lines, tally, barcodeRows, records);
    },
    MAX_CSV_COLUMNS + 1,
  );
  return { records, rowCount: Math.max(0, lines - 1), ...tally.summary() };
}

/** The known columns of the header by index, or null (with its problems) when the file cannot be read. */
function readHeader(cells: string[], cellCount: number, tally: ProblemTally): [number, string][] | null {
  const problem = (column: string, message: string) => tally.add({ row: 1, column, message, kind: 'columns' });
  if (cellCount > MAX_CSV_COLUMNS) {
    problem('', messages.importTooManyColumns(cellCount, MAX_CSV_COLUMNS));
    return null;
  }
  const names = cells.map((h) => h.trim());
  for (const required of REQUIRED_COLUMNS)
    if (!names.includes(required)) problem(required, messages.importColumnMissing(required));
  for (const name of names)
    if (name && !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name))
      problem(name, messages.importColumnUnknown(name));
  if (tally.count > 0) return null;
  return names.flatMap((name, i) => (name ? [[i, name] as [number, string]] : []));
}

function readRow(
  columns: [number, string][],
  cells: string[],
  row: number,
  tally: ProblemTally,
  barcodeRows: Map<string, number>,
  records: ProductCsvRecord[],
) {
  if (cells.every((c) => c.trim() === '')) return; // a blank line
  const raw: Record<string, string> = {};
  for (const [c, name] of columns) raw[name] = unguardCell(cells[c] ?? '').trim();
  let hasProblem = false;
  const problem = (column: string, message: string, kind: RowProblem['kind']) => {
    hasProblem = true;
    tally.add({ row, column, message, kind });
  };
  if (!raw.barcode) problem('barcode', messages.fillOutField('barcode'), 'required');
  const missing = missingProductField(raw, 'edit');
  if (missing) problem(missing, messages.fillOutField(missing), 'required');
  const { displayImage = '', images = '', ...cellsGiven } = raw;
  // A blank cell is a field not given: a new product takes the form's default, an update keeps the value.
  const formFields = Object.fromEntries(Object.entries(cellsGiven).filter(([, v]) => v !== ''));
  const parsed = productFields.safeParse(formFields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? '');
      if (column !== missing) problem(column, schemaIssueMessage(issue as never), 'invalid');
    }
  } else if (parsed.data.sellingPrice > parsed.data.MRP) problem('sellingPrice', messages.sellingAboveMrp, 'price');
  const earlier = raw.barcode ? barcodeRows.get(raw.barcode) : undefined;
  if (earlier) problem('barcode', messages.importBarcodeRepeated(raw.barcode, earlier), 'duplicate');
  else if (raw.barcode) barcodeRows.set(raw.barcode, row);
  if (hasProblem || !parsed.success) return;
  const extra = images
    .split(IMAGE_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
  records.push({ row, fields: parsed.data, given: Object.keys(formFields), displayImage, images: extra });
}
