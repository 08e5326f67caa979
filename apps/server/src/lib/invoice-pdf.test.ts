import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INVOICE_HINDI_HEADINGS } from '@nidra/shared/i18n/invoice-headings';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { buildInvoiceData } from '../modules/orders/invoice-data.ts';
import { pdfPages } from '../test/pdf-text.ts';
import { BUILTIN_FONTS, invoiceFonts } from './invoice-fonts.ts';

type Glyphs = { hasGlyphForCodePoint: (codePoint: number) => boolean };

import { renderInvoicePdf } from './invoice-pdf.ts';
import { closeInvoiceRenderer, renderInvoiceInWorker } from './invoice-render-pool.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'nidra-invoice-pdf-'));
const env = loadEnv({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: dir });

function data(lines: number) {
  const items = Array.from({ length: lines }, (_, i) => ({
    name: `Rayon printed kaftan long gown with pockets, design ${i + 1}`,
    hsn: '6208',
    quantity: 1 + (i % 3),
    price: 79_900 + i * 10_000,
  }));
  return buildInvoiceData(
    {
      orderNumber: 1042,
      invoiceNumber: 'NID/26-27/000123',
      invoiceDate: new Date('2026-05-14T10:00:00Z'),
      transactionId: 'OM2605141530',
      buyerName: 'Priya Sharma',
      shippingAddress: 'Priya Sharma, Flat 302, 14th Cross, Bengaluru, Karnataka - 560038, India. Phone: 98765',
      shippingState: 'Karnataka',
      mobile: '9876543210',
      shippingFee: 8_000,
    },
    items,
    env,
  );
}

describe('renderInvoicePdf', () => {
  it('writes "Rs." throughout when only the built-in Helvetica is available', async () => {
    const pdf = await renderInvoicePdf(data(2), BUILTIN_FONTS);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [page] = await pdfPages(pdf);
    expect(page).toContain('Amounts in rupees (Rs.)');
    expect(page).toMatch(/Grand total \(paid\)\s+Rs\. [\d,]+\.\d\d/);
    expect(page).not.toContain('₹');
  });

  it('uses the rupee sign with an installed font that has it', async () => {
    const fonts = invoiceFonts();
    const [page] = await pdfPages(await renderInvoicePdf(data(2), fonts));
    if (fonts.currency === '₹') expect(page).toMatch(/Grand total \(paid\)\s+₹[\d,]+\.\d\d/);
    else expect(page).toContain('Rs.');
  });

  it('gives the headings their Hindi in an embedded Devanagari font, legal names and numbers unchanged', async () => {
    const fonts = invoiceFonts();
    expect(fonts.hindi).toBeDefined();
    const hindi = fonts.hindi as unknown as { regular: Glyphs; bold: Glyphs };
    // Every letter of every heading is in the embedded subset: no missing-glyph boxes.
    for (const text of Object.values(INVOICE_HINDI_HEADINGS))
      for (const ch of text) {
        expect(hindi.regular.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0), `${text}: ${ch}`).toBe(true);
        expect(hindi.bold.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0), `${text}: ${ch}`).toBe(true);
      }
    const invoice = await renderInvoicePdf(data(2), fonts);
    expect(invoice.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    const [page] = await pdfPages(invoice);
    expect(page).toContain('Tax Invoice');
    expect(page).toContain('NID/26-27/000123');
    expect(page).toContain('BILL TO / SHIP TO');
    // Without the font (BUILTIN_FONTS) the invoice stays English only, as before.
    expect((await renderInvoicePdf(data(2), BUILTIN_FONTS)).toString('latin1')).not.toContain('Devanagari');
  });

  it('breaks long invoices across pages, repeating the table head and the footer on each', async () => {
    const pages = await pdfPages(await renderInvoicePdf(data(45), BUILTIN_FONTS));
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain('This is a computer-generated invoice.');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      if (i > 0) expect(page).toContain('Tax Invoice NID/26-27/000123 (continued)');
      if (/design \d+/.test(page)) expect(page).toMatch(/Description\s+HSN\/SAC\s+Qty/);
    }
    expect(pages.filter((p) => /Description\s+HSN\/SAC\s+Qty/.test(p)).length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain('Authorised Signatory');
    expect(pages.join('\n')).toContain('996812');
  });
});

describe('renderInvoiceInWorker', () => {
  it('renders on the worker thread what the main thread would, and starts a fresh thread after close', async () => {
    const [a, b] = await Promise.all([renderInvoiceInWorker(data(2)), renderInvoiceInWorker(data(45))]);
    expect(await pdfPages(a)).toHaveLength(1);
    expect((await pdfPages(a))[0]).toMatch(/Tax Invoice[\s\S]*NID\/26-27\/000123/);
    expect((await pdfPages(b)).length).toBeGreaterThan(1);
    await closeInvoiceRenderer();
    expect((await pdfPages(await renderInvoiceInWorker(data(1))))[0]).toContain('Priya Sharma');
    await closeInvoiceRenderer();
  });
});
