import { discountPercent, toPaise } from '@nidra/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { categories, productImages, products, subcategories } from '../schema/index.ts';
import { CHEST, DEMO_CATALOGUE, SIZES, type SubcategorySpec } from './catalogue-data.ts';

export type NewProduct = typeof products.$inferInsert;
export type Rng = () => number;

/** A small seeded PRNG (mulberry32) so the demo catalogue is the same on every machine. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** One element of `list`, uniformly. */
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
/** A whole number from lo to hi, both included. */
export const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

/** A valid EAN-13 with India's GS1 prefix 890. */
function ean13(rng: Rng): string {
  let digits = '890';
  for (let i = 0; i < 9; i++) digits += String(between(rng, 0, 9));
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return digits + String((10 - (sum % 10)) % 10);
}

/** MRP ending in 99 within the band, and a selling price ending in 9 with 10–45 % off. */
function buildPrices(rng: Rng, band: [number, number]): { mrp: number; sellingPrice: number } {
  const mrp = Math.round(between(rng, band[0], band[1]) / 100) * 100 - 1;
  for (;;) {
    const off = between(rng, 10, 45);
    const sellingPrice = Math.round((mrp * (100 - off)) / 1000) * 10 - 1;
    const d = discountPercent(mrp, sellingPrice);
    if (d >= 10 && d <= 45) return { mrp, sellingPrice };
  }
}

/** Stock of a product in stock: mostly up to a dozen pieces, some up to 25. */
const buildQuantity = (rng: Rng) => between(rng, 1, rng() < 0.7 ? 12 : 25);

/** About 8 % of a seeded catalogue is sold out: every 12th product, so even a small seed has some. */
export const isSoldOutSlot = (index: number) => index % 12 === 7;

type DesignInput = {
  spec: SubcategorySpec;
  ids: { categoryId: string; subcategoryId: string };
  colour: string;
  printLabel: string;
  designNumber: string;
  createdAt: Date;
};

/** One design in each of its sizes: one product row per size, as the shop lists them (spec §3). */
export function buildDesign(rng: Rng, d: DesignInput): NewProduct[] {
  const fabric = pick(rng, d.spec.fabrics);
  const style = pick(rng, d.spec.styles);
  const name = [d.colour, d.printLabel, fabric, style].filter(Boolean).join(' ');
  const start = between(rng, 0, 2);
  const sizes = d.spec.freeSize ? ['Free Size'] : SIZES.slice(start, start + between(rng, 2, 4));
  const prices = buildPrices(rng, d.spec.mrp);
  const print = d.printLabel ? `${d.printLabel.toLowerCase()} print` : 'solid colour';
  const description = `${d.colour} ${fabric.toLowerCase()} ${style.toLowerCase()} in a ${print}. ${d.spec.blurb.join(' ')} Machine wash cold, dry in shade.`;
  const length = pick(rng, d.spec.length);
  return sizes.map((size, i) => ({
    ...d.ids,
    productName: name,
    size,
    mrp: toPaise(prices.mrp),
    sellingPrice: toPaise(prices.sellingPrice),
    discount: discountPercent(prices.mrp, prices.sellingPrice),
    actualPrice: toPaise(Math.round((prices.sellingPrice * (0.36 + rng() * 0.12)) / 5) * 5),
    designNumber: d.designNumber,
    isActive: rng() > 0.03,
    barcode: ean13(rng),
    length,
    chest: `${CHEST[size] + (d.spec.silhouette === 'kaftan' ? 4 : 0)} in`,
    quantity: buildQuantity(rng),
    fabric,
    description,
    hsn: '6208',
    // Sizes arrive on different days (restocks), so a listing does not show one picture in a row.
    createdAt: new Date(d.createdAt.getTime() - (i === 0 ? 0 : between(rng, 3, 45)) * 86_400_000),
  }));
}

/** A realistic product for tests; every field can be overridden. */
export function buildProduct(
  overrides: Partial<NewProduct> & Pick<NewProduct, 'categoryId' | 'subcategoryId'>,
  rng: Rng = Math.random,
): NewProduct {
  const spec = DEMO_CATALOGUE[0].subcategories[0];
  const [row] = buildDesign(rng, {
    spec: { ...spec, freeSize: true },
    ids: { categoryId: overrides.categoryId, subcategoryId: overrides.subcategoryId },
    colour: 'Ivory',
    printLabel: 'Floral',
    designNumber: `NID-T-${between(rng, 1000, 9999)}`,
    createdAt: new Date(),
  });
  return { ...row, isActive: true, quantity: between(rng, 1, 25), ...overrides };
}

/** Inserts products with their pictures (first picture = display image); returns the new ids in order. */
export async function insertProducts(
  db: DbOrTx,
  items: { product: NewProduct; images: string[] }[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(products)
    .values(items.map((it) => ({ ...it.product, displayImage: it.product.displayImage ?? it.images[0] ?? null })))
    .returning({ id: products.id });
  const images = items.flatMap((it, i) => it.images.map((path, sort) => ({ productId: rows[i].id, path, sort })));
  if (images.length > 0) await db.insert(productImages).values(images);
  return rows.map((r) => r.id);
}

/**
 * The subcategory with this name (names are unique), created under `category` when missing; `extra`
 * (a picture, a saved cost price in paise) is written only when it is created.
 */
export async function ensureTaxonomy(
  db: DbOrTx,
  category = 'Nightwear',
  subcategory = 'Cotton Nighties',
  extra: { displayImage?: string; actualPrice?: number } = {},
) {
  const [found] = await db
    .select({ categoryId: subcategories.categoryId, subcategoryId: subcategories.id })
    .from(subcategories)
    .where(sql`lower(${subcategories.name}) = lower(${subcategory})`);
  if (found) return found;
  await db.insert(categories).values({ name: category }).onConflictDoNothing();
  const [cat] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, category));
  const [sub] = await db
    .insert(subcategories)
    .values({ name: subcategory, categoryId: cat.id, ...extra })
    .returning({ id: subcategories.id });
  return { categoryId: cat.id, subcategoryId: sub.id };
}
