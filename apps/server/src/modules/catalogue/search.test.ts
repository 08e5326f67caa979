import {
  type ProductListResponse,
  productListResponse,
  suggestionsResponse,
} from '@nidra/shared/catalogue/catalogue.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { createProduct } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let db: Db;

const get = (url: string) => t.app.inject({ method: 'GET', url });
const search = async (q: string, extra = ''): Promise<ProductListResponse> => {
  const res = await get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return productListResponse.parse(res.json());
};
const names = (r: ProductListResponse) => r.products.map((p) => p.productName);
const suggestNames = async (q: string) =>
  suggestionsResponse
    .parse((await get(`/api/search/suggestions?q=${encodeURIComponent(q)}`)).json())
    .suggestions.map((s) => s.label);

beforeAll(async () => {
  db = t.database.db;
  const nighty = { category: 'Nightwear', subcategory: 'Cotton Nighties', fabric: 'Cotton' };
  for (const [size, price, quantity] of [
    ['M', 79_900, 3],
    ['L', 84_900, 0],
  ] as const)
    await createProduct(db, {
      ...nighty,
      productName: 'Blue Floral Nighty',
      size,
      designNumber: 'BF-1',
      sellingPrice: price,
      quantity,
      description: 'A soft everyday nighty with a floral print.',
    });
  await createProduct(db, {
    ...nighty,
    productName: 'Mint Checks Nightie',
    size: 'S',
    sellingPrice: 69_900,
    description: 'Checked cotton for warm nights.',
  });
  await createProduct(db, {
    category: 'Lounge',
    subcategory: 'Co-ord Sets',
    productName: 'Peach Linen Co-ord Set',
    size: 'M',
    fabric: 'Linen',
    description: 'A two-piece lounge set.',
  });
  await createProduct(db, {
    category: 'Lounge',
    subcategory: 'Kurti Sets',
    productName: 'Indigo Block Print Kurti with Pyjama',
    size: 'L',
    fabric: 'Cotton',
    description: 'Hand block printed kurti and pyjama.',
  });
  await createProduct(db, {
    category: 'Nightwear',
    subcategory: 'Night Suits',
    productName: 'Starry Night Suit',
    size: 'M',
    fabric: 'Satin',
    description: 'A buttoned shirt and pants.',
  });
  await createProduct(db, {
    category: 'Lounge',
    subcategory: 'Kurti Sets',
    productName: 'Hidden Kurti',
    size: 'L',
    isActive: false,
  });
});

describe('search', () => {
  it('finds nighties by every spelling shoppers type, one card per design', async () => {
    for (const q of ['nighty', 'nightie', 'nighties', 'NIGHTIES']) {
      const r = await search(q);
      expect(names(r).sort(), q).toEqual(['Blue Floral Nighty', 'Mint Checks Nightie']);
    }
    const blue = (await search('floral nighty')).products[0];
    expect(blue.design).toMatchObject({ sizes: ['M', 'L'], sizesLabel: 'Sizes M, L', lowestPrice: 799 });
  });

  it('forgives a typo in a name', async () => {
    expect(names(await search('florl nighty'))[0]).toBe('Blue Floral Nighty');
    expect(names(await search('kurtee'))).toContain('Indigo Block Print Kurti with Pyjama');
  });

  it('widens only words the shop does not know', async () => {
    expect(names(await search('nighty'))).not.toContain('Starry Night Suit');
    expect(names(await search('night suit'))).toEqual(['Starry Night Suit']);
    expect(names(await search('nighyt'))).toContain('Blue Floral Nighty');
  });

  it('reads co-ord, co ord and coord as one word', async () => {
    for (const q of ['co-ord', 'co ord', 'coord', 'Co-Ord set'])
      expect(names(await search(q)), q).toEqual(['Peach Linen Co-ord Set']);
  });

  it('matches kurtis, fabric, description and subcategory, never an inactive product', async () => {
    expect(names(await search('kurtis'))).toEqual(['Indigo Block Print Kurti with Pyjama']);
    expect(names(await search('pajama'))).toEqual(['Indigo Block Print Kurti with Pyjama']);
    expect(names(await search('linen'))).toEqual(['Peach Linen Co-ord Set']);
    expect(names(await search('warm nights'))).toEqual(['Mint Checks Nightie']);
    // "Cotton Nighties" is a subcategory: its designs come first, then other cotton pieces.
    const cotton = names(await search('cotton'));
    expect(cotton).toHaveLength(3);
    expect(cotton.at(-1)).toBe('Indigo Block Print Kurti with Pyjama');
  });

  it('ranks the closest name first', async () => {
    expect(names(await search('mint checks'))[0]).toBe('Mint Checks Nightie');
  });

  it('applies the list sorts and filters to results', async () => {
    expect(names(await search('nighty', '&sort=price-asc'))).toEqual(['Mint Checks Nightie', 'Blue Floral Nighty']);
    expect(names(await search('nighty', '&size=L&inStock=1'))).toEqual([]);
    expect(names(await search('nighty', '&size=M&maxPrice=800'))).toEqual(['Blue Floral Nighty']);
  });

  it('maps the words shoppers use to the shop’s: night dress, nightgown, PJs, kurta', async () => {
    const nighties = ['Blue Floral Nighty', 'Mint Checks Nightie'];
    for (const q of ['night dress', 'Night Dresses', 'nightdress', 'nightgown', 'night gown'])
      expect(names(await search(q)).sort(), q).toEqual(nighties);
    expect(names(await search('floral night dress'))).toEqual(['Blue Floral Nighty']);
    for (const q of ['pjs', 'pajama', 'pyjamas'])
      expect(names(await search(q)), q).toEqual(['Indigo Block Print Kurti with Pyjama']);
    expect(names(await search('kurta'))).toEqual(['Indigo Block Print Kurti with Pyjama']);
    expect(await suggestNames('night dress')).toContain('Blue Floral Nighty');
  });

  it('finds with Devanagari and Hinglish what the English spelling finds', async () => {
    const same = async (typed: string, english: string) => {
      const found = names(await search(typed));
      expect(found.length, typed).toBeGreaterThan(0);
      expect(found, typed).toEqual(names(await search(english)));
    };
    await same('नाइटी', 'nighty');
    await same('नाइट सूट', 'night suit');
    await same('pyjama', 'pajama');
    await same('kurti', 'kurtis');
    await same('कुर्ती', 'kurti');
    await same('naiti', 'nighty');
    await same('पायजामा', 'pyjama');
    expect(names(await search('नाइट सूट'))).toContain('Starry Night Suit');
  });

  it('finds a product by its Hindi name, in the list and the suggestions, with or without the nukta', async () => {
    const robe = await createProduct(db, {
      category: 'Lounge',
      subcategory: 'Robes',
      productName: 'Moonlit Satin Robe',
      productNameHi: 'चाँदनी साटन रोब',
      fabric: 'Satin',
      fabricHi: 'साटन',
      description: 'A long robe for slow mornings.',
      size: 'M',
    });
    expect(names(await search('चाँदनी'))).toEqual(['Moonlit Satin Robe']);
    expect(names(await search('चाँदनी साटन रोब'))).toEqual(['Moonlit Satin Robe']);
    expect(await suggestNames('चाँद')).toContain('Moonlit Satin Robe');
    // A Hindi name filled in later (the admin form, the CSV) is searchable at once.
    await db.update(products).set({ productNameHi: 'ज़री बॉर्डर रोब' }).where(eq(products.id, robe.id));
    expect(names(await search('ज़री'))).toEqual(['Moonlit Satin Robe']);
    expect(names(await search('जरी'))).toEqual(['Moonlit Satin Robe']);
  });

  it('offers the closest subcategories when a search finds nothing', async () => {
    expect(await search('tracksuit')).toMatchObject({ products: [], total: 0 });
    const res = await get('/api/search/close?q=night%20suitz');
    expect(res.statusCode).toBe(200);
    const close = suggestionsResponse.parse(res.json()).suggestions;
    expect(close[0]).toEqual({ kind: 'subcategory', label: 'Night Suits', url: '/prod/Night-Suits' });
    expect(close.length).toBeGreaterThan(1);
    expect(close.every((s) => s.kind === 'subcategory')).toBe(true);
    // Words that resemble nothing still get somewhere to go.
    expect(suggestionsResponse.parse((await get('/api/search/close?q=zzqx')).json()).suggestions.length).toBe(4);
    expect((await get('/api/search/close')).statusCode).toBe(400);
  });

  it('answers nothing found with an empty list, and refuses a missing or long query', async () => {
    expect(await search('zzqx')).toMatchObject({ products: [], total: 0 });
    expect((await get('/api/search')).statusCode).toBe(400);
    expect((await get(`/api/search?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get('/api/search?q=nighty&sort=best')).statusCode).toBe(400);
  });
});

describe('suggestions', () => {
  const suggest = async (q: string) => {
    const res = await get(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return suggestionsResponse.parse(res.json()).suggestions;
  };

  it('offers subcategories then designs as the shopper types a prefix', async () => {
    const s = await suggest('nigh');
    expect(s[0]).toEqual({ kind: 'subcategory', label: 'Cotton Nighties', url: '/prod/Cotton-Nighties' });
    const products = s.filter((x) => x.kind === 'product').map((x) => x.label);
    // "nigh" is the start of "night" too.
    expect(products.sort()).toEqual(['Blue Floral Nighty', 'Mint Checks Nightie', 'Starry Night Suit']);
  });

  it('names each design once and links to one of its sizes', async () => {
    const s = await suggest('blue flo');
    expect(s).toHaveLength(1);
    expect(s[0].url).toMatch(/^\/prod\/Cotton-Nighties\/Blue-Floral-Nighty\/[0-9a-f-]{36}$/);
  });

  it('forgives a typo and says nothing for one letter', async () => {
    expect((await suggest('kurtee')).map((x) => x.label)).toContain('Kurti Sets');
    expect(await suggest('k')).toEqual([]);
  });
});
