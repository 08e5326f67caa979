import { parseCsv } from '@nidra/shared/csv/csv.rules';
import type { TaxSummary } from '@nidra/shared/reports/tax-summary.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createOrder, createProduct, createUser, type TestUser } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/test-app.ts';

// The tax summary must equal the documents the accountant files: every invoice and credit note PDF
// is read back and its printed figures summed by place of supply and rate.

const t = useTestApp();
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  customer = await createUser(t.app, t.database.db);
});

const AUGUST = new Date('2026-08-14T09:30:00Z');
const SEPTEMBER = new Date('2026-09-03T12:00:00Z');
/** 31 August 20:00 UTC is 1 September 01:30 in Kolkata: the document belongs to September. */
const LATE_AUGUST_UTC = new Date('2026-08-31T20:00:00Z');

type Piece = { price: number; quantity: number };
async function invoicedOrder(state: string, pieces: Piece[], paidAt: Date, shippingFee = 5_000) {
  const items = [];
  for (const [i, p] of pieces.entries()) {
    const product = await createProduct(t.database.db, { sellingPrice: p.price, quantity: 10 });
    items.push({ productId: product.id, quantity: p.quantity, price: p.price, name: `Piece ${i + 1}` });
  }
  const order = await createOrder(t.database.db, { userId: customer.id, shippingState: state, shippingFee, items });
  await t.database.db.update(orders).set({ paidAt }).where(eq(orders.id, order.id));
  await t.modules.invoices.issueInvoice(order.id, { awaitPdf: true });
  return order;
}

async function creditOrder(orderId: string, at: Date) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  await t.database.db.update(orders).set({ refundRequestedAt: at }).where(eq(orders.id, orderId));
}

const get = (url: string, as: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: as ? as.headers : {} });

type Sum = { taxable: number; cgst: number; sgst: number; igst: number; total: number };
const paise = (s: string) => Math.round(Number(s.replace(/,/g, '')) * 100);

/** Adds a PDF's printed lines (taxable, rate, taxes, total) into `sums` by "state|rate", signed. */
function addPrinted(text: string, sign: number, sums: Map<string, Sum>) {
  const state = /Place of supply (.+) \(\d+\)/.exec(text)?.[1];
  expect(state).toBeTruthy();
  const intra = /CGST\s+SGST/.test(text);
  let lines = 0;
  for (const line of text.split('\n')) {
    const m = /([\d,]+\.\d\d) (\d+)% ((?:[\d,]+\.\d\d ?)+)$/.exec(line);
    if (!m) continue;
    lines++;
    const rest = m[3].trim().split(' ').map(paise);
    const [cgst, sgst, igst, total] = intra ? [rest[0], rest[1], 0, rest[2]] : [0, 0, rest[0], rest[1]];
    const key = `${state}|${m[2]}`;
    const sum = sums.get(key) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
    sum.taxable += sign * paise(m[1]);
    sum.cgst += sign * cgst;
    sum.sgst += sign * sgst;
    sum.igst += sign * igst;
    sum.total += sign * total;
    sums.set(key, sum);
  }
  expect(lines).toBeGreaterThan(0);
}

async function invoicePdf(orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const res = await get(`/api/invoice/download/${encodeURIComponent(row.invoiceNumber!)}`);
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}
async function creditNotePdf(orderId: string) {
  const res = await get(`/api/credit-note/download/${customer.id}/${orderId}`);
  expect(res.statusCode).toBe(200);
  const text = await pdfText(res.rawPayload);
  expect(text).toContain('Credit Note');
  return text;
}

const asSums = (s: TaxSummary) =>
  new Map(
    s.rows.map((r) => [
      `${r.state}|${r.ratePercent}`,
      { taxable: r.taxablePaise, cgst: r.cgstPaise, sgst: r.sgstPaise, igst: r.igstPaise, total: r.totalPaise },
    ]),
  );

describe('tax summary', () => {
  const august: string[] = [];
  const september: string[] = [];
  const credited: string[] = [];

  beforeAll(async () => {
    // Intra-state (Telangana, the store's state) and inter-state, 5 % and 18 %, odd taxes, the slab edge.
    august.push(
      (
        await invoicedOrder(
          'Telangana',
          [
            { price: 124_950, quantity: 3 },
            { price: 89_900, quantity: 1 },
          ],
          AUGUST,
        )
      ).id,
    );
    august.push(
      (
        await invoicedOrder(
          'Karnataka',
          [
            { price: 349_900, quantity: 1 },
            { price: 99_900, quantity: 2 },
          ],
          AUGUST,
          0,
        )
      ).id,
    );
    august.push((await invoicedOrder('Karnataka', [{ price: 262_500, quantity: 1 }], AUGUST)).id);
    august.push((await invoicedOrder('Maharashtra', [{ price: 262_501, quantity: 2 }], AUGUST)).id);
    august.push((await invoicedOrder('Telangana', [{ price: 299_900, quantity: 1 }], AUGUST)).id);
    august.push((await invoicedOrder('Telangana', [{ price: 77_777, quantity: 3 }], AUGUST)).id);
    august.push((await invoicedOrder('Karnataka', [{ price: 349_900, quantity: 1 }], AUGUST)).id);
    september.push((await invoicedOrder('Telangana', [{ price: 77_777, quantity: 3 }], SEPTEMBER)).id);
    september.push((await invoicedOrder('Kerala', [{ price: 55_555, quantity: 5 }], LATE_AUGUST_UTC)).id);
    // Two August sales cancelled in September: their credit notes reduce September, not August.
    credited.push(august[5], august[6]);
    for (const id of credited) await creditOrder(id, SEPTEMBER);
    await t.modules.invoices.waitForInvoiceRenders();
  });

  it('equals the sum of the August invoices read from their PDFs, to the paisa', async () => {
    const res = await get('/api/admin/reports/tax-summary?month=2026-08');
    expect(res.statusCode).toBe(200);
    const summary: TaxSummary = res.json();
    const printed = new Map<string, Sum>();
    for (const id of august) addPrinted(await invoicePdf(id), 1, printed);
    expect(asSums(summary)).toEqual(printed);
    expect(summary.invoices.count).toBe(7);
    expect(summary.creditNotes.count).toBe(0);
    expect([...printed.keys()].sort()).toEqual(
      ['Karnataka|18', 'Karnataka|5', 'Maharashtra|18', 'Telangana|18', 'Telangana|5'].sort(),
    );
    // Within the state CGST and SGST are equal halves on every row.
    for (const r of summary.rows) expect(r.cgstPaise).toBe(r.sgstPaise);
    expect(summary.net.taxablePaise + summary.net.cgstPaise + summary.net.sgstPaise + summary.net.igstPaise).toBe(
      summary.net.totalPaise,
    );
  });

  it('takes September’s credit notes off September, by their printed figures', async () => {
    const summary: TaxSummary = (await get('/api/admin/reports/tax-summary?month=2026-09')).json();
    const printed = new Map<string, Sum>();
    for (const id of september) addPrinted(await invoicePdf(id), 1, printed);
    for (const id of credited) addPrinted(await creditNotePdf(id), -1, printed);
    expect(asSums(summary)).toEqual(printed);
    expect(summary.invoices.count).toBe(2);
    expect(summary.creditNotes.count).toBe(2);
    expect(summary.rows.find((r) => r.state === 'Karnataka')?.igstPaise).toBeLessThan(0);
    expect(summary.rows.find((r) => r.state === 'Kerala')).toMatchObject({ stateCode: '32', ratePercent: 5 });
  });

  it('downloads the month as CSV with GSTR-1 B2CS columns and the same figures', async () => {
    const res = await get('/api/admin/reports/tax-summary.csv?month=2026-08');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="gstr1-b2cs-2026-08.csv"');
    const summary: TaxSummary = (await get('/api/admin/reports/tax-summary?month=2026-08')).json();
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'Type',
      'Place Of Supply',
      'Rate',
      'Taxable Value',
      'Integrated Tax',
      'Central Tax',
      'State/UT Tax',
      'Cess Amount',
      'Invoice Value',
    ]);
    expect(rows.slice(1, -1)).toHaveLength(summary.rows.length);
    const telangana5 = summary.rows.find((r) => r.state === 'Telangana' && r.ratePercent === 5)!;
    expect(rows).toContainEqual([
      'OE',
      '36-Telangana',
      '5',
      (telangana5.taxablePaise / 100).toFixed(2),
      '0.00',
      (telangana5.cgstPaise / 100).toFixed(2),
      (telangana5.sgstPaise / 100).toFixed(2),
      '0.00',
      (telangana5.totalPaise / 100).toFixed(2),
    ]);
    expect(rows.at(-1)?.slice(0, 4)).toEqual(['Total', '', '', (summary.net.taxablePaise / 100).toFixed(2)]);
  });

  it('is empty for a month without documents, and refuses a malformed month', async () => {
    const empty: TaxSummary = (await get('/api/admin/reports/tax-summary?month=2026-03')).json();
    expect(empty).toMatchObject({ rows: [], invoices: { count: 0 }, creditNotes: { count: 0 } });
    const bad = await get('/api/admin/reports/tax-summary?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/reports/tax-summary?month=2026-08', null)).statusCode).toBe(401);
    expect((await get('/api/admin/reports/tax-summary.csv?month=2026-08', customer)).statusCode).toBe(403);
  });
});
