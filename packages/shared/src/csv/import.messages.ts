import type { ImportProblemKind } from './import-problems.rules.ts';

/** Texts of the product CSV import (an addition beyond the spec, DESIGN §13); spread into `staffMessages`. */
export const importMessages = {
  importColumnMissing: (column: string) => `The column ${column} is missing.`,
  importColumnUnknown: (column: string) => `Unknown column ${column}.`,
  importTooManyColumns: (count: number, max: number) =>
    `The header has ${count.toLocaleString('en-IN')} columns; a product file has at most ${max}. Delete the extra columns and save the file again.`,
  importNotUtf8: (line: number) =>
    `The file is not UTF-8 text: line ${line} has a character that cannot be read. Save it as “CSV UTF-8”, or choose Windows-1252 if it was saved by an older Excel.`,
  importPictureNotInZip: (cell: string) => `The picture ${cell} is not in the zip.`,
  importPictureNotHeld: (cell: string) => `The picture ${cell} is not one of the shop’s pictures.`,
  importPictureTooLarge: (cell: string) => `The picture ${cell} is larger than 10 MB.`,
  importPictureNameRepeated: (cell: string, count: number) =>
    `The zip holds ${count} pictures named ${cell}; name the one you mean by its folder (for example ${cell.includes('/') ? cell : `folder/${cell}`}).`,
  importDisplayImageRequired: 'A new product needs a display image.',
  importBarcodeRepeated: (barcode: string, line: number) => `The barcode ${barcode} is also on line ${line}.`,
  importZipTooManyEntries: (max: number) => `The zip holds more than ${max.toLocaleString('en-IN')} files.`,
  importZipTooLarge: (maxMb: number) => `The pictures in the zip add up to more than ${maxMb} MB once unpacked.`,
  importNotZip: 'The pictures file is not a zip archive.',
  importMoreProblems: (count: number) => `… and ${count.toLocaleString('en-IN')} more`,
  importProblemKinds: {
    columns: 'Columns',
    required: 'Empty required cells',
    invalid: 'Values not accepted',
    price: 'Prices',
    duplicate: 'Repeated barcodes',
    picture: 'Pictures',
  } satisfies Record<ImportProblemKind, string>,
  importEncoding: 'Encoding of the CSV',
  importEncodingNames: { 'utf-8': 'UTF-8 (recommended)', 'windows-1252': 'Windows-1252 (older Excel)' },
} as const;
