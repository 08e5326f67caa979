import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ProductFields } from '@nidra/shared/admin/admin.schema';
import { discountPercent } from '@nidra/shared/catalogue/product.rules';
import { type ProblemSummary, ProblemTally } from '@nidra/shared/csv/import-problems.rules';
import type { ProductCsvRecord } from '@nidra/shared/csv/product-csv.rules';
import { messages } from '@nidra/shared/messages';
import { toPaise } from '@nidra/shared/money/format.rules';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type ImageStore, MAX_IMAGE_BYTES } from '../../lib/image-store.ts';
import type { AdminProductsRepository, ProductInsert } from './admin-products.repository.ts';
import { type ImportUpload, type ZipPictures, zipPictures } from './import-files.ts';
import { readProductCsvOffThread } from './product-csv-reader.ts';
import type { ProductImportRepository } from './product-import.repository.ts';
import { plainColumns, resolveSubcategory } from './product-writes.ts';

const BATCH = 250;
const ANALYZE_FROM = 2_000;

type ImportReport = { rowCount: number; creates: number; updates: number } & ProblemSummary;
type ImportProgress = { done: number; total: number; created: number; updated: number };

type Deps = { ctx: AppContext; products: AdminProductsRepository; repo: ProductImportRepository; images: ImageStore };

/** Columns of one row: money in paise, discount from MRP and selling price; an update sets only the cells given. */
function toColumns(
  r: ProductCsvRecord,
  current?: { mrp: number; sellingPrice: number },
): Partial<ProductInsert> & { mrp: number; sellingPrice: number } {
  const f: ProductFields = r.fields;
  const given = (k: string) => !current || r.given.includes(k);
  const set = plainColumns(f, given);
  const mrp = toPaise(f.MRP);
  const sellingPrice = toPaise(f.sellingPrice);
  return { ...set, mrp, sellingPrice, discount: discountPercent(mrp, sellingPrice) };
}

/**
 * Products from a CSV (and a zip of their pictures): `check` reports every row's problems without
 * writing anything; `run` upserts rows by barcode in batches (one short transaction each), pictures
 * through the image store like the admin form's uploads, reporting progress after each batch.
 */
export function createProductImportService({ ctx, products, repo, images }: Deps) {
  /** A picture cell naming a file the shop serves (an exported file read back); checked once per path. */
  const held = new Map<string, Promise<boolean>>();
  const isStoredPath = (cell: string) => cell.startsWith('/images/');
  const isHeld = (cell: string) => {
    let known = held.get(cell);
    if (!known) {
      const key = images.resolve(cell);
      known = key ? images.storage.exists(key) : Promise.resolve(false);
      held.set(cell, known);
    }
    return known;
  };

  /** The problem of one picture cell, if any. */
  async function pictureProblem(cell: string, pictures: ZipPictures): Promise<string | null> {
    if (isStoredPath(cell)) return (await isHeld(cell)) ? null : messages.importPictureNotHeld(cell);
    const match = pictures.find(cell);
    if ('missing' in match) return messages.importPictureNotInZip(cell);
    if ('repeated' in match) return messages.importPictureNameRepeated(cell, match.repeated);
    return match.entry.size > MAX_IMAGE_BYTES ? messages.importPictureTooLarge(cell) : null;
  }

  async function check(upload: ImportUpload) {
    const pictures = zipPictures(upload.zip);
    const reading = await readProductCsvOffThread(upload.csv, upload.encoding);
    const tally = new ProblemTally();
    tally.addAll(reading);
    const existing = new Set<string>();
    for (let i = 0; i < reading.records.length; i += 1_000) {
      const barcodes = reading.records.slice(i, i + 1_000).map((r) => r.fields.barcode);
      for (const p of await repo.findByBarcodes(barcodes)) existing.add(p.barcode);
    }
    for (const [i, r] of reading.records.entries()) {
      if (i % 2_000 === 1_999) await nextTurn(); // long files: let other requests in
      const isNew = !existing.has(r.fields.barcode);
      const problem = (column: string, message: string) => tally.add({ row: r.row, column, message, kind: 'picture' });
      if (isNew && !r.displayImage) problem('displayImage', messages.importDisplayImageRequired);
      for (const [column, cell] of [['displayImage', r.displayImage], ...r.images.map((i) => ['images', i])] as const) {
        const message = cell ? await pictureProblem(cell, pictures) : null;
        if (message) problem(column, message);
      }
    }
    const updates = reading.records.filter((r) => existing.has(r.fields.barcode)).length;
    const report: ImportReport = {
      rowCount: reading.rowCount,
      creates: reading.records.length - updates,
      updates,
      ...tally.summary(),
    };
    return { report, records: reading.records, pictures };
  }

  /** The subcategory (and category) of a row, created when new; cached for the run. */
  async function taxonomy(tx: DbOrTx, cache: Map<string, { id: string; categoryId: string }>, f: ProductFields) {
    const key = f.subcategory.toLowerCase();
    const sub = cache.get(key) ?? (await resolveSubcategory(products, tx, f.category, f.subcategory, null, true));
    cache.set(key, sub);
    return sub;
  }

  return {
    /** The dry run: every row's problems with its line, and how many products would be created or updated. */
    checkImport: async (upload: ImportUpload): Promise<ImportReport> => (await check(upload)).report,

    /**
     * Checks a file once and hands back its report with the import to start: `run` is only to be
     * called when the report has no problem (it writes nothing otherwise).
     */
    async prepareImport(upload: ImportUpload) {
      const { report, records, pictures } = await check(upload);
      const run = (onProgress: (p: ImportProgress) => void) =>
        report.problemCount > 0 ? Promise.resolve(null) : importRecords(pictures, records, onProgress);
      return { report, run };
    },
  };

  async function importRecords(
    pictures: ZipPictures,
    records: ProductCsvRecord[],
    onProgress: (p: ImportProgress) => void,
  ): Promise<ImportProgress> {
    const saved = new Map<string, string>(); // picture cell → stored /images/ path
    const taxonomyCache = new Map<string, { id: string; categoryId: string }>();
    const progress: ImportProgress = { done: 0, total: records.length, created: 0, updated: 0 };
    let analyzedAt = 0; // rows created when the planner's statistics were last brought up to date
    onProgress({ ...progress });
    for (let i = 0; i < records.length; i += BATCH) {
      const batch = records.slice(i, i + BATCH);
      // Pictures first, outside any transaction: re-encoding takes the longest and holds no lock.
      const wanted = new Set(
        batch.flatMap((r) => [r.displayImage, ...r.images]).filter((c) => c && !isStoredPath(c) && !saved.has(c)),
      );
      // One picture inflated at a time, each capped as it inflates (the check saw its declared size only).
      for (const cell of wanted) {
        const match = pictures.find(cell);
        const data = 'entry' in match ? await pictures.read(match.entry) : null;
        if (!data) throw new AppError(413, messages.importPictureTooLarge(cell));
        saved.set(cell, await images.saveImage(data, 'product'));
      }
      const picture = (cell: string) => (isStoredPath(cell) ? cell : saved.get(cell));
      await ctx.db.transaction(async (tx) => {
        const found = new Map(
          (
            await repo.findByBarcodes(
              batch.map((r) => r.fields.barcode),
              tx,
            )
          ).map((p) => [p.barcode, p]),
        );
        const inserts: { row: ProductCsvRecord; values: ProductInsert }[] = [];
        for (const r of batch) {
          const current = found.get(r.fields.barcode);
          const sub = current && !r.given.includes('subcategory') ? null : await taxonomy(tx, taxonomyCache, r.fields);
          const set = {
            ...toColumns(r, current),
            ...(sub ? { subcategoryId: sub.id, categoryId: sub.categoryId } : {}),
          };
          const display = r.displayImage ? picture(r.displayImage) : undefined;
          if (display) set.displayImage = display;
          if (current) {
            await repo.updateProduct(current.id, set, tx);
            if (r.images.length > 0)
              await products.replaceImages(
                tx,
                current.id,
                r.images.map((c) => picture(c)!),
              );
          } else {
            inserts.push({ row: r, values: { ...set, productName: r.fields.productName } as ProductInsert });
          }
        }
        const created = await repo.insertProducts(
          inserts.map((x) => x.values),
          tx,
        );
        const ids = new Map(created.map((c) => [c.barcode, c.id]));
        for (const { row } of inserts)
          if (row.images.length > 0)
            await products.replaceImages(
              tx,
              ids.get(row.fields.barcode)!,
              row.images.map((c) => picture(c)!),
            );
        progress.created += inserts.length;
        progress.updated += batch.length - inserts.length;
      });
      progress.done += batch.length;
      // Each batch refreshes its designs by index; with statistics from when the tables were small
      // the planner scans them instead, and the import slows with every batch (the embedded database
      // has no autovacuum to notice). Statistics are renewed each time the rows created double.
      if (progress.created >= Math.max(2 * analyzedAt, ANALYZE_FROM)) {
        await repo.refreshStatistics();
        analyzedAt = progress.created;
      }
      onProgress({ ...progress });
    }
    ctx.cache.invalidate();
    ctx.log.info({ created: progress.created, updated: progress.updated }, 'products imported from CSV');
    return progress;
  }
}

export type ProductImportService = ReturnType<typeof createProductImportService>;
