import { type ProductFields, productFields } from '../admin/admin.schema.ts';
import { missingProductField } from '../admin/product-form.rules.ts';
import { messages } from '../messages.ts';
import { schemaIssueMessage } from '../validation/issue-message.ts';
import { unguardCell } from './csv.rules.ts';

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
  'displayImage',
  'images',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Separates the additional pictures inside the `images` cell. */
export const IMAGE_SEPARATOR = '|';

/** One problem of one row; `row` is the line number in the file (the header is line 1). */
export type RowProblem = { row: number; column: string; message: string };

/** A row that passed every check: the product's fields and the pictures it names. */
export type ProductCsvRecord = {
  row: number;
  fields: ProductFields;
  /** The columns whose cells were not blank. */
  given: string[];
  displayImage: string;
  images: string[];
};

export type ProductCsvReading = { records: ProductCsvRecord[]; problems: RowProblem[]; rowCount: number };

const REQUIRED_COLUMNS: ProductCsvColumn[] = [
  'barcode',
  'productName',
  'category',
  'subcategory',
  'MRP',
  'sellingPrice',
];

/**
 * Reads parsed CSV rows against the shared product rules: the header must name the required columns
 * (unknown ones are reported), every row is validated by the admin form's schema, each barcode is
 * given once, and the selling price is at most the MRP. Every problem is reported with its line.
 */
export function readProductCsv(rows: string[][]): ProductCsvReading {
  const problems: RowProblem[] = [];
  const [header = [], ...body] = rows;
  const names = header.map((h) => h.trim());
  for (const required of REQUIRED_COLUMNS)
    if (!names.includes(required))
      problems.push({ row: 1, column: required, message: `The column ${required} is missing.` });
  for (const name of names)
    if (name && !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name))
      problems.push({ row: 1, column: name, message: `Unknown column ${name}.` });
  if (problems.length > 0) return { records: [], problems, rowCount: body.length };

  const records: ProductCsvRecord[] = [];
  const barcodeRows = new Map<string, number>();
  body.forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => c.trim() === '')) return; // a blank line
    const raw: Record<string, string> = {};
    names.forEach((name, c) => {
      if (name) raw[name] = unguardCell(cells[c] ?? '').trim();
    });
    const rowProblems: RowProblem[] = [];
    const problem = (column: string, message: string) => rowProblems.push({ row, column, message });
    if (!raw.barcode) problem('barcode', messages.fillOutField('barcode'));
    const missing = missingProductField(raw, 'edit');
    if (missing) problem(missing, messages.fillOutField(missing));
    const { displayImage = '', images = '', ...cellsGiven } = raw;
    // A blank cell is a field not given: a new product takes the form's default, an update keeps the value.
    const formFields = Object.fromEntries(Object.entries(cellsGiven).filter(([, v]) => v !== ''));
    const parsed = productFields.safeParse(formFields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        if (column !== missing) problem(column, schemaIssueMessage(issue as never));
      }
    } else if (parsed.data.sellingPrice > parsed.data.MRP) problem('sellingPrice', messages.sellingAboveMrp);
    const earlier = raw.barcode ? barcodeRows.get(raw.barcode) : undefined;
    if (earlier) problem('barcode', `The barcode ${raw.barcode} is also on line ${earlier}.`);
    else if (raw.barcode) barcodeRows.set(raw.barcode, row);
    if (rowProblems.length > 0 || !parsed.success) {
      problems.push(...rowProblems);
      return;
    }
    const extra = images
      .split(IMAGE_SEPARATOR)
      .map((s) => s.trim())
      .filter(Boolean);
    records.push({ row, fields: parsed.data, given: Object.keys(formFields), displayImage, images: extra });
  });
  return { records, problems, rowCount: body.length };
}
