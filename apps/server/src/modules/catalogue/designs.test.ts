import {
  type ListedProduct,
  type ProductDetail,
  type ProductListResponse,
  productListResponse,
} from '@nidra/shared/catalogue/catalogue.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createProduct } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let db: Db;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
/** Product ids of the rose design by size. */
const rose: Record<string, string> = {};

const get = (url: string) => t.app.inject({ method: 'GET', url });
const list = async (query: string): Promise<ProductListResponse> => {
  const res = await get(`/api/products?subcategory=Festive-Nighties&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return productListResponse.parse(res.json());
};
const names = (r: ProductListResponse) => r.products.map((p) => p.productName);

beforeAll(async () => {
  db = t.database.db;
  const sub = { subcategory: 'Festive Nighties' };
  // Rose: four sizes, entered with the size in the name; M is the cheapest, XS is sold out.
  for (const [size, price, quantity] of [
    ['XL', 1099, 4],
    ['XS', 799, 0],
    ['M', 899, 2],
    ['XXL', 1199, 3],
  ] as const)
    rose[size] = (
      await createProduct(db, {
        ...sub,
        productName: `Rose Rayon Nighty - ${size}`,
        size,
        designNumber: 'ROSE-1',
        mrp: 149_900,
        sellingPrice: price * 100,
        discount: 0,
        quantity,
        fabric: 'Rayon',
        length: '54 in',
        chest: `${36 + Object.keys(rose).length * 2} in`,
        createdAt: ago(10),
        images: ['/images/rose.webp'],
      })
    ).id;
  // Lily: two sizes, both sold out.
  for (const size of ['S', 'M'])
    await createProduct(db, {
      ...sub,
      productName: 'Lily Cotton Nighty',
      size,
      designNumber: 'LILY-7',
      mrp: 99_900,
      sellingPrice: 59_900,
      discount: 40,
      quantity: 0,
      fabric: 'Cotton',
      createdAt: ago(1),
    });
  // Two products without a design number stay single, though they share a name.
  for (const [size, price, days] of [
    ['L', 1499, 5],
    ['S', 1299, 3],
  ] as const)
    await createProduct(db, {
      ...sub,
      productName: 'Plain Satin Nighty',
      size,
      designNumber: '',
      mrp: 199_900,
      sellingPrice: price * 100,
      discount: Math.round(((1999 - price) / 1999) * 10000) / 100,
      quantity: 5,
      fabric: 'Satin',
      createdAt: ago(days),
    });
  // The same design number in another subcategory is another design.
  await createProduct(db, { subcategory: 'Night Suits', productName: 'Rose Suit', size: 'M', designNumber: 'ROSE-1' });
});

describe('one card per design', () => {
  it('groups the sizes of a design into one entry and keeps products without a design number single', async () => {
    const r = await list('group=design');
    expect(r.total).toBe(4);
    expect(names(r).sort()).toEqual([
      'Lily Cotton Nighty',
      'Plain Satin Nighty',
      'Plain Satin Nighty',
      'Rose Rayon Nighty',
    ]);
    const roseCard = r.products.find((p) => p.productName === 'Rose Rayon Nighty') as ListedProduct;
    expect(roseCard.design).toEqual({
      sizes: ['XS', 'M', 'XL', 'XXL'],
      sizesLabel: 'Sizes XS–XXL',
      lowestPrice: 899,
      inStockCount: 3,
    });
    // The card opens the cheapest size in stock and shows its price.
    expect(roseCard._id).toBe(rose.M);
    expect(roseCard.sellingPrice).toBe(899);
    expect(roseCard.quantity).toBe(9);
    // The filters offer the sizes and fabrics of the subcategory.
    expect(r.facets).toEqual({ sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], fabrics: ['Cotton', 'Rayon', 'Satin'] });
  });

  it('is sold out only when every size is, and lists it after the designs in stock', async () => {
    const r = await list('group=design');
    const lily = r.products.find((p) => p.productName === 'Lily Cotton Nighty') as ListedProduct;
    expect(lily.quantity).toBe(0);
    expect(lily.design?.inStockCount).toBe(0);
    expect(r.products.at(-1)?.productName).toBe('Lily Cotton Nighty');
  });

  it('keeps the spec list of one entry per product when not grouped', async () => {
    const r = await list('');
    expect(r.total).toBe(8);
    expect(r.products.every((p) => p.design === undefined)).toBe(true);
    expect(names(r)).toContain('Rose Rayon Nighty - XL');
  });

  it('shows the newest designs once each on the home page', async () => {
    const res = await get('/api/products/new-arrivals?group=design');
    expect(res.statusCode).toBe(200);
    const cards = res.json() as ListedProduct[];
    const roseCards = cards.filter((p) => p.productName === 'Rose Rayon Nighty');
    expect(roseCards).toHaveLength(1);
    expect(cards[0].productName).toBe('Rose Suit');
    expect(cards.find((p) => p.productName === 'Plain Satin Nighty')?.design?.sizesLabel).toBe('Size S');
  });
});

describe('sorts and filters', () => {
  it('sorts by lowest price both ways, by discount and by newest', async () => {
    expect(names(await list('group=design&sort=price-asc')).slice(0, 3)).toEqual([
      'Rose Rayon Nighty',
      'Plain Satin Nighty',
      'Plain Satin Nighty',
    ]);
    const desc = await list('group=design&sort=price-desc');
    expect(desc.products.map((p) => p.sellingPrice)).toEqual([1499, 1299, 899, 599]);
    const discount = await list('group=design&sort=discount');
    expect(discount.products[0].productName).toBe('Plain Satin Nighty');
    expect(discount.products[0].sellingPrice).toBe(1299);
    const newest = await list('group=design&sort=newest');
    expect(newest.products.map((p) => p.sellingPrice)).toEqual([1299, 1499, 899, 599]);
  });

  it('filters by size, price range, fabric and stock, listing a design when one size passes them all', async () => {
    expect(names(await list('group=design&size=xl')).sort()).toEqual(['Rose Rayon Nighty']);
    // Only Rose's XS is sold out: it does not pass "XS in stock".
    expect((await list('group=design&size=XS&inStock=1')).total).toBe(0);
    expect(names(await list('group=design&inStock=1'))).not.toContain('Lily Cotton Nighty');
    expect(names(await list('group=design&minPrice=1000&maxPrice=1300')).sort()).toEqual([
      'Plain Satin Nighty',
      'Rose Rayon Nighty',
    ]);
    expect(names(await list('group=design&fabric=satin'))).toEqual(['Plain Satin Nighty', 'Plain Satin Nighty']);
    // Filters also work on the per-product list.
    expect(names(await list('size=M&sort=price-asc'))).toEqual(['Rose Rayon Nighty - M', 'Lily Cotton Nighty']);
  });

  it('pages a filtered list and reports its total', async () => {
    const first = await list('group=design&pageSize=2&sort=price-asc');
    const second = await list('group=design&pageSize=2&page=2&sort=price-asc');
    expect(first).toMatchObject({ total: 4, totalPages: 2 });
    expect([...names(first), ...names(second)]).toHaveLength(4);
    expect((await list('group=design&pageSize=2&page=5')).total).toBe(4);
  });

  it('refuses a bad sort or price with a 400 and a message', async () => {
    for (const q of ['sort=cheapest', 'minPrice=-1', 'maxPrice=abc', 'inStock=yes', 'group=size']) {
      const res = await get(`/api/products?subcategory=Festive-Nighties&${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toEqual(expect.any(String));
    }
  });
});

describe('the product page of a design', () => {
  it('lists the design sizes in order with their links, stock and a size chart', async () => {
    const res = await get(`/api/products/Rose-Rayon-Nighty-M/${rose.M}`);
    expect(res.statusCode).toBe(200);
    const p = res.json() as ProductDetail;
    expect(p.designSizes.map((s) => [s.size, s.inStock])).toEqual([
      ['XS', false],
      ['M', true],
      ['XL', true],
      ['XXL', true],
    ]);
    const xl = p.designSizes.find((s) => s.size === 'XL');
    expect(xl).toMatchObject({ productId: rose.XL, url: `/prod/Festive-Nighties/Rose-Rayon-Nighty---XL/${rose.XL}` });
    expect(p.sizeChart.map((r) => r.size)).toEqual(['XS', 'M', 'XL', 'XXL']);
    expect(p.sizeChart[0]).toEqual({ size: 'XS', length: '54 in', chest: '38 in' });
  });

  it('gives a product without a design number its own size alone', async () => {
    const plain = (await list('fabric=Satin&sort=price-asc')).products[0];
    const p = (await get(`/api/products/x/${plain._id}`)).json() as ProductDetail;
    expect(p.designSizes).toEqual([{ size: 'S', productId: plain._id, url: expect.any(String), inStock: true }]);
  });
});
