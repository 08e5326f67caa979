import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products, subcategories } from '../schema/index.ts';
import { DEMO_CATALOGUE } from './catalogue-data.ts';
import { between, buildDesign, insertProducts, isSoldOutSlot, type NewProduct, type Rng } from './factories.ts';
import type { ImagePool } from './image-pool.ts';

const DAY = 86_400_000;
const BATCH = 500;

/**
 * Adds `count` more products to the existing subcategories, reusing the demo pictures, in
 * batches of 500 rows per insert (one transaction each); reports progress after every batch.
 */
export async function addBulkProducts(
  db: Db,
  opts: { count: number; pool: ImagePool; rng: Rng; onProgress?: (done: number) => void },
): Promise<number> {
  const subs = await db
    .select({ name: subcategories.name, subcategoryId: subcategories.id, categoryId: subcategories.categoryId })
    .from(subcategories)
    .orderBy(subcategories.sort);
  const specs = DEMO_CATALOGUE.flatMap((c) => c.subcategories);
  const targets = subs
    .map((s) => ({ ...s, spec: specs.find((x) => x.name === s.name), look: opts.pool[s.name] }))
    .filter((t) => t.spec && t.look);
  if (targets.length === 0) throw new Error('No demo subcategories to add products to; seed the demo catalogue first.');
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);

  let done = 0;
  let design = n + 5001;
  while (done < opts.count) {
    const batch: { product: NewProduct; images: string[] }[] = [];
    while (batch.length < Math.min(BATCH, opts.count - done)) {
      const t = targets[design % targets.length];
      const look = t.look.designs[between(opts.rng, 0, t.look.designs.length - 1)];
      const rows = buildDesign(opts.rng, {
        spec: t.spec!,
        ids: { categoryId: t.categoryId, subcategoryId: t.subcategoryId },
        colour: look.colour,
        printLabel: look.printLabel,
        designNumber: `NID-${t.spec!.code}-${design++}`,
        createdAt: new Date(Date.now() - between(opts.rng, 1, 720) * DAY - between(opts.rng, 0, DAY)),
      });
      for (const product of rows.slice(0, Math.min(BATCH, opts.count - done) - batch.length)) {
        if (isSoldOutSlot(done + batch.length)) product.quantity = 0;
        batch.push({ product, images: look.images });
      }
    }
    await db.transaction((tx) => insertProducts(tx, batch));
    done += batch.length;
    opts.onProgress?.(done);
  }
  return done;
}
