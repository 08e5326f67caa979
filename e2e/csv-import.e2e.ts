import { readFileSync } from 'node:fs';
import { csvLine } from '@nidra/shared/csv/csv.rules';
import { PRODUCT_CSV_COLUMNS } from '@nidra/shared/csv/product-csv.rules';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { adminToken, signedInAdminPage, usePictures } from './support/admin.ts';
import { snapBoth, useBrowser } from './support/browser.ts';
import { call } from './support/shop-api.ts';

// The back office imports a season's products from a CSV and a zip of pictures: a check listing the
// problems by line, then the import with its progress, and the products in the shop's list.

const { open } = useBrowser();
const pictures = usePictures('csv-import');

const ROWS = 600;
const stamp = String(Date.now()).slice(-8);
const barcode = (i: number) => `77${stamp}${String(i).padStart(3, '0')}`;

function csvFile(badLine: boolean) {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const values: Record<string, string> = {
      barcode: barcode(i),
      productName: `Season Kaftan ${stamp}`,
      size: ['S', 'M', 'L'][i % 3],
      category: 'Nightwear',
      subcategory: `Season ${stamp}`,
      MRP: '1999.00',
      sellingPrice: badLine && i === 4 ? '2999.00' : '1599.00',
      actualPrice: '610.00',
      designNumber: `SK-${Math.floor(i / 3)}`,
      quantity: '8',
      fabric: 'Cotton, modal',
      description: 'Soft "breathable" kaftan',
      displayImage: 'kaftan.png',
      images: 'back.png',
    };
    return csvLine(PRODUCT_CSV_COLUMNS.map((c) => values[c] ?? ''));
  });
  return {
    name: 'season.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvLine([...PRODUCT_CSV_COLUMNS]) + rows.join('')),
  };
}

describe('product CSV import', () => {
  it('checks the file, lists a problem by its line, then imports with a progress bar', async () => {
    const page = await signedInAdminPage(open, await adminToken());
    await page.goto('/admin/import-export');
    await page.getByRole('heading', { name: 'Import & Export', level: 1 }).waitFor();
    const zip = zipSync({
      'season/kaftan.png': new Uint8Array(readFileSync(pictures.files[0])),
      'season/back.png': new Uint8Array(readFileSync(pictures.files[1])),
    });
    await page.getByLabel('Pictures (zip, optional)').setInputFiles({
      name: 'pictures.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zip),
    });

    await page.getByLabel('CSV file').setInputFiles(csvFile(true));
    await page.getByRole('button', { name: 'Check file' }).click();
    const problems = page.getByRole('region', { name: 'Problems found in the file' });
    await problems.waitFor();
    expect(await problems.getByRole('row').nth(1).innerText()).toMatch(
      /^6\s+sellingPrice\s+The selling price cannot be more than the MRP\.$/,
    );
    expect(await page.getByRole('button', { name: /^Import \d+ products$/ }).count()).toBe(0);
    await snapBoth(page, 'admin-import-problems');

    await page.getByLabel('CSV file').setInputFiles(csvFile(false));
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByText(`${ROWS} rows: ${ROWS} new, 0 to update, no problems.`).waitFor();
    await page.getByRole('button', { name: `Import ${ROWS} products` }).click();
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await bar.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Import finished: ${ROWS} added, 0 updated.` })
      .waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await bar.getAttribute('aria-valuetext')).toBe(`Imported ${ROWS} of ${ROWS} rows`);
    await snapBoth(page, 'admin-import-done');

    // In the shop: the subcategory lists the imported pieces, with their re-encoded pictures.
    const { data } = await call<{ total: number; products: { displayImage: string }[] }>(
      `/api/products?subcategory=${encodeURIComponent(`Season ${stamp}`)}`,
    );
    expect(data.total).toBeGreaterThan(0);
    expect(data.products[0].displayImage).toMatch(/\/images\/[a-f0-9]{24}/);
  });

  it('lists the first 200 problems with how many more, and reads a Windows-1252 file when told so', async () => {
    const page = await signedInAdminPage(open, await adminToken());
    await page.goto('/admin/import-export');
    await page.getByRole('heading', { name: 'Import & Export', level: 1 }).waitFor();

    // 3 000 rows reading "x": several problems each, far more than the list shows.
    await page.getByLabel('CSV file').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvLine([...PRODUCT_CSV_COLUMNS]) + 'x\n'.repeat(3_000)),
    });
    await page.getByRole('button', { name: 'Check file' }).click();
    const problems = page.getByRole('region', { name: 'Problems found in the file' });
    await problems.waitFor();
    const summary = await page
      .getByText(/^3000 rows: 0 new, 0 to update, [\d,]+ problem\(s\) to correct first\.$/)
      .innerText();
    const total = Number(summary.match(/update, ([\d,]+) problem/)?.[1].replace(/,/g, ''));
    expect(await problems.getByRole('row').count()).toBe(201); // the header row and 200 problems
    await page.getByText(`… and ${(total - 200).toLocaleString('en-IN')} more`).waitFor();
    await page.getByRole('list', { name: 'Problems by kind' }).waitFor();
    await snapBoth(page, 'admin-import-many-problems');

    // A file saved by an older Excel: refused by its line, then read as Windows-1252.
    const values: Record<string, string> = {
      barcode: `78${stamp}001`,
      productName: 'Café Nuit Kaftan',
      category: 'Nightwear',
      subcategory: `Season ${stamp}`,
      MRP: '1999.00',
      sellingPrice: '1599.00',
      displayImage: `/images/${'0'.repeat(24)}.webp`,
    };
    const latin1 = Buffer.from(
      csvLine([...PRODUCT_CSV_COLUMNS]) + csvLine(PRODUCT_CSV_COLUMNS.map((c) => values[c] ?? '')),
      'latin1',
    );
    await page.getByLabel('CSV file').setInputFiles({ name: 'excel.csv', mimeType: 'text/csv', buffer: latin1 });
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByText(/^The file is not UTF-8 text: line 2 has a character that cannot be read\./).waitFor();
    await page.getByLabel('Encoding of the CSV').selectOption('windows-1252');
    await page.getByRole('button', { name: 'Check file' }).click();
    // Read correctly now: the only problem left is the picture the shop does not hold.
    await problems.waitFor();
    expect(await problems.getByRole('row').nth(1).innerText()).toMatch(/is not one of the shop’s pictures\.$/);
  });
});
