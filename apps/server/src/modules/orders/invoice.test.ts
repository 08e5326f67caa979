import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { financialYear } from '@nidra/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceSeries, orders } from '../../db/schema/index.ts';
import { createOrder, createProduct, createUser } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/test-app.ts';
import { readInvoiceFile } from './invoice-files.ts';

const t = useTestApp();

async function paidOrder(state = 'Telangana', paymentStatus = 'PAYMENT_SUCCESS') {
  const user = await createUser(t.app, t.database.db);
  const product = await createProduct(t.database.db);
  return createOrder(t.database.db, {
    userId: user.id,
    shippingState: state,
    paymentStatus,
    items: [{ productId: product.id, quantity: 2, price: 124_950 }],
  });
}

const reload = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('issueInvoice', () => {
  it('numbers invoices consecutively in the financial year and is idempotent', async () => {
    const fy = financialYear(new Date());
    const first = await paidOrder();
    const second = await paidOrder('Karnataka');
    await t.modules.invoices.issueInvoice(first.id);
    await t.modules.invoices.issueInvoice(first.id);
    await t.modules.invoices.issueInvoice(second.id);
    await t.modules.invoices.waitForInvoiceRenders();
    const [a, b] = [await reload(first.id), await reload(second.id)];
    expect(a.invoiceNumber).toBe(`NID/${fy}/000001`);
    expect(b.invoiceNumber).toBe(`NID/${fy}/000002`);
    expect(a.invoiceNumber!.length).toBeLessThanOrEqual(16);
    const [series] = await t.database.db.select().from(invoiceSeries).where(eq(invoiceSeries.financialYear, fy));
    expect(series.lastSerial).toBe(2);

    expect(a.invoicePdfPath).toMatch(/^ORD\d+-[0-9a-f]{16}\.pdf$/);
    const file = path.join(path.join(t.env.DATA_DIR, 'invoices'), a.invoicePdfPath!);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives one number to concurrent calls for the same order, leaving no gap', async () => {
    const order = await paidOrder();
    await Promise.all([1, 2, 3].map(() => t.modules.invoices.issueInvoice(order.id)));
    const other = await paidOrder();
    await t.modules.invoices.issueInvoice(other.id);
    const serial = (n: string | null) => Number(n!.split('/')[2]);
    expect(serial((await reload(other.id)).invoiceNumber)).toBe(serial((await reload(order.id)).invoiceNumber) + 1);
  });

  it('numbers the invoice before returning and renders the PDF in the background, one file per order', async () => {
    const order = await paidOrder();
    await t.modules.invoices.issueInvoice(order.id);
    expect((await reload(order.id)).invoiceNumber).toMatch(/^NID\//);
    // A second caller while the render is under way (the reconciler) shares it rather than rendering again.
    await t.modules.invoices.issueInvoice(order.id, { awaitPdf: true });
    await t.modules.invoices.waitForInvoiceRenders();
    const row = await reload(order.id);
    const prefix = `ORD${row.orderNumber}-`;
    expect(readdirSync(path.join(t.env.DATA_DIR, 'invoices')).filter((f) => f.startsWith(prefix))).toEqual([
      row.invoicePdfPath,
    ]);
  });

  it('refuses an unpaid order', async () => {
    const order = await paidOrder('Telangana', 'PAYMENT_INITIATED');
    await expect(t.modules.invoices.issueInvoice(order.id)).rejects.toMatchObject({ status: 409 });
    expect((await reload(order.id)).invoiceNumber).toBeNull();
  });

  it('renders the PDF again for a numbered order whose file was never written', async () => {
    const order = await paidOrder();
    await t.database.db.update(orders).set({ invoiceNumber: 'NID/99-00/000042' }).where(eq(orders.id, order.id));
    await t.modules.invoices.issueInvoice(order.id, { awaitPdf: true });
    const row = await reload(order.id);
    expect(row.invoiceNumber).toBe('NID/99-00/000042');
    expect(existsSync(path.join(path.join(t.env.DATA_DIR, 'invoices'), row.invoicePdfPath!))).toBe(true);
  });

  it('prints a tax invoice with the buyer, the taxes of the supply and the amount in words', async () => {
    const intra = await paidOrder('Telangana');
    const inter = await paidOrder('Karnataka');
    await t.modules.invoices.issueInvoice(intra.id);
    await t.modules.invoices.issueInvoice(inter.id);
    await t.modules.invoices.waitForInvoiceRenders();
    const text = async (id: string) => {
      const file = path.join(path.join(t.env.DATA_DIR, 'invoices'), (await reload(id)).invoicePdfPath!);
      return pdfText(readFileSync(file));
    };
    const intraText = await text(intra.id);
    expect(intraText).toContain('Tax Invoice');
    expect(intraText).toContain(t.env.STORE_GSTIN);
    expect(intraText).toContain('Asha Rao');
    expect(intraText).toContain('Telangana (36)');
    expect(intraText).toMatch(/CGST\s+SGST/);
    expect(intraText).toContain('996812');
    expect(intraText).toContain('Rupees Two Thousand Five Hundred Forty-Nine Only');
    expect(intraText).toContain('This is a computer-generated invoice.');
    const interText = await text(inter.id);
    expect(interText).toContain('IGST');
    expect(interText).not.toContain('CGST');
    expect(interText).toContain('Karnataka (29)');
  });

  it('names each line with the size and design number staff pack by', async () => {
    const user = await createUser(t.app, t.database.db);
    const product = await createProduct(t.database.db, { size: 'XL', designNumber: 'NX-204' });
    const order = await createOrder(t.database.db, {
      userId: user.id,
      items: [{ productId: product.id, quantity: 1, price: 99_900, name: 'Mustard Floral Nighty' }],
    });
    await t.modules.invoices.issueInvoice(order.id);
    await t.modules.invoices.waitForInvoiceRenders();
    const pdf = await readInvoiceFile(t.storage, (await reload(order.id)).invoicePdfPath!);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    // The description column wraps: the line reads 'Mustard Floral Nighty (Size XL · Design NX-204)'.
    expect(text).toMatch(/Mustard Floral Nighty \(Size [^#]*XL · Design NX-204\)/);
  });
});
