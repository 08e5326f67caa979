import { formatShopDate } from '@nidra/shared';
import { INVOICE_HINDI_HEADINGS as HI } from '@nidra/shared/i18n/invoice-headings';
import PDFDocument from 'pdfkit';
import { type InvoiceFonts, invoiceFonts } from './invoice-fonts.ts';
import { drawItemsTable, type Pdf, STYLE, type Style } from './invoice-pdf-table.ts';
import type { InvoiceData } from './invoice-types.ts';

export type { InvoiceData, InvoiceLine } from './invoice-types.ts';

const { margin: M, width: W, content: CW } = STYLE;

/**
 * Renders an A4 tax invoice; pure apart from reading and parsing a system font once
 * (see invoice-fonts.ts). CPU-heavy: the server renders in a worker thread (invoice-render-pool.ts).
 */
export function renderInvoicePdf(data: InvoiceData, fonts: InvoiceFonts = invoiceFonts()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: `${documentTitle(data)} ${data.invoiceNumber}`, Author: data.seller.legalName },
  });
  // pdfkit also takes a font fontkit has parsed (invoice-fonts.ts); its typings list files and bytes only.
  doc.registerFont('body', fonts.regular as string);
  doc.registerFont('bold', fonts.bold as string);
  if (fonts.hindi) {
    doc.registerFont('hindi', fonts.hindi.regular as unknown as string);
    doc.registerFont('hindi-bold', fonts.hindi.bold as unknown as string);
  }
  const hindi: Hindi = fonts.hindi ? (text, x, y, o) => drawHindi(doc, text, x, y, o) : () => undefined;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const style: Style = { ...STYLE, currency: fonts.currency };
  let y = drawHeader(doc, data, hindi);
  y = drawDetails(doc, data, y + 12, hindi);
  y = drawItemsTable(doc, data, style, y + 14);
  y = drawTotals(doc, data, style, y + 10, hindi);
  drawSignature(doc, data, y + 18, hindi);
  drawPageMarks(doc, data);
  doc.end();
  return done;
}

/** A credit note reuses the whole invoice layout under its own title (GST rule 53). */
const documentTitle = (data: InvoiceData) => (data.creditNoteFor ? 'Credit Note' : 'Tax Invoice');

/** Draws a heading's Hindi under its English (ADR 0029) when the Devanagari font is at hand; nothing otherwise. */
type Hindi = (
  text: string,
  x: number,
  y: number,
  o: { size: number; bold?: boolean; width: number; align?: 'right' },
) => void;

function drawHindi(doc: Pdf, text: string, x: number, y: number, o: Parameters<Hindi>[3]) {
  doc
    .font(o.bold ? 'hindi-bold' : 'hindi')
    .fontSize(o.size)
    .text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: false });
}

function drawHeader(doc: Pdf, data: InvoiceData, hindi: Hindi): number {
  const s = data.seller;
  const leftW = CW * 0.62;
  doc.fillColor(STYLE.accent).font('bold').fontSize(20).text(s.tradeName, M, M, { width: leftW });
  doc.fillColor(STYLE.ink).font('bold').fontSize(9).text(s.legalName, { width: leftW });
  doc.font('body').fontSize(8.5).fillColor(STYLE.muted).text(s.address, { width: leftW });
  const code = s.stateCode ? ` (code ${s.stateCode})` : '';
  doc.text(`State: ${s.state}${code}`, { width: leftW });
  doc.text(`Email: ${s.email}   Phone: ${s.phone}`, { width: leftW });
  doc.fillColor(STYLE.ink).font('bold').text(`GSTIN: ${s.gstin}`, { width: leftW });
  const leftBottom = doc.y;
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(STYLE.ink)
    .text(documentTitle(data), M, M + 2, { width: CW, align: 'right' });
  hindi(data.creditNoteFor ? HI.creditNote : HI.taxInvoice, M, doc.y, {
    size: 11,
    bold: true,
    width: CW,
    align: 'right',
  });
  doc
    .font('body')
    .fontSize(8)
    .fillColor(STYLE.muted)
    .text('Original for recipient', M, doc.y + 2, { width: CW, align: 'right' });
  hindi(HI.originalForRecipient, M, doc.y, { size: 7.5, width: CW, align: 'right' });
  const y = Math.max(leftBottom, doc.y) + 8;
  doc
    .moveTo(M, y)
    .lineTo(W - M, y)
    .lineWidth(1)
    .strokeColor(STYLE.accent)
    .stroke();
  return y;
}

/** Invoice facts on the left, the buyer (bill to = ship to for a shopper) on the right. */
function drawDetails(doc: Pdf, data: InvoiceData, top: number, hindi: Hindi): number {
  const colW = (CW - 16) / 2;
  const original = data.creditNoteFor;
  const facts: Array<[string, string]> = original
    ? [
        ['Credit note No.', data.invoiceNumber],
        ['Credit note date', formatShopDate(data.invoiceDate)],
        ['Against invoice', original.invoiceNumber],
        ['Invoice date', formatShopDate(original.invoiceDate)],
      ]
    : [
        ['Invoice No.', data.invoiceNumber],
        ['Invoice date', formatShopDate(data.invoiceDate)],
      ];
  facts.push(
    ['Order No.', data.orderLabel],
    ['Transaction ID', data.transactionId ?? '—'],
    ['Place of supply', data.placeOfSupply],
    ['Reverse charge', 'No'],
  );
  let y = top;
  for (const [label, value] of facts) {
    doc.font('body').fontSize(8.5).fillColor(STYLE.muted).text(label, M, y, { width: 88 });
    doc
      .font('bold')
      .fillColor(STYLE.ink)
      .text(value, M + 88, y, { width: colW - 88 });
    y = Math.max(doc.y, y + 12) + 1;
  }
  const x = M + colW + 16;
  const b = data.buyer;
  doc.font('bold').fontSize(8).fillColor(STYLE.accent).text('BILL TO / SHIP TO', x, top, { width: colW });
  hindi(HI.billToShipTo, x, doc.y, { size: 7.5, bold: true, width: colW });
  doc
    .font('bold')
    .fontSize(9.5)
    .fillColor(STYLE.ink)
    .text(b.name, x, doc.y + 2, { width: colW });
  doc.font('body').fontSize(8.5).text(b.address, { width: colW });
  const code = b.stateCode ? ` (code ${b.stateCode})` : '';
  doc.text(`State: ${b.state}${code}`, { width: colW });
  if (b.phone) doc.text(`Phone: ${b.phone}`, { width: colW });
  return Math.max(y, doc.y);
}

function drawTotals(doc: Pdf, data: InvoiceData, style: Style, top: number, hindi: Hindi): number {
  const t = data.totals;
  const rows: Array<[string, number]> = [['Taxable value', t.taxablePaise]];
  if (data.intraState)
    rows.push(['CGST', t.cgstPaise], ['SGST', t.sgstPaise], ['Total tax', t.cgstPaise + t.sgstPaise]);
  else rows.push(['IGST', t.igstPaise]);
  const boxW = 230;
  const needed = rows.length * 14 + 60;
  // The words and the totals stay together, on a new page if they do not fit below the table.
  const start = roomFor(doc, top, needed);
  let y = start;
  const x = W - M - boxW;
  for (const [label, paise] of rows) {
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor(STYLE.muted)
      .text(label, x, y, { width: boxW / 2 });
    doc.fillColor(STYLE.ink).text(money(style, paise), x + boxW / 2, y, { width: boxW / 2, align: 'right' });
    y += 14;
  }
  doc
    .moveTo(x, y)
    .lineTo(W - M, y)
    .lineWidth(0.8)
    .strokeColor(STYLE.ink)
    .stroke();
  y += 5;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(STYLE.ink)
    .text(data.isCashOnDelivery && !data.creditNoteFor ? 'Grand total (COD)' : 'Grand total (paid)', x, y, {
      width: boxW / 2 + 10,
    });
  doc.text(money(style, t.totalPaise), x + boxW / 2, y, { width: boxW / 2, align: 'right' });
  const boxBottom = y + 16;
  const wordsW = CW - boxW - 24;
  doc.font('bold').fontSize(8).fillColor(STYLE.accent).text('AMOUNT IN WORDS', M, start, { width: wordsW });
  hindi(HI.amountInWords, M, doc.y, { size: 7.5, bold: true, width: wordsW });
  doc
    .font('body')
    .fontSize(9)
    .fillColor(STYLE.ink)
    .text(data.amountInWords, M, doc.y + 2, { width: wordsW });
  doc.font('body').fontSize(7.5).fillColor(STYLE.muted);
  doc.text('Prices include GST. Tax is payable by the supplier (no reverse charge).', M, doc.y + 6, { width: wordsW });
  return Math.max(boxBottom, doc.y);
}

function drawSignature(doc: Pdf, data: InvoiceData, top: number, hindi: Hindi) {
  const y = roomFor(doc, top, 50);
  const w = 230;
  doc.font('bold').fontSize(8.5).fillColor(STYLE.ink);
  doc.text(`For ${data.seller.legalName}`, W - M - w, y, { width: w, align: 'right' });
  doc
    .font('body')
    .fontSize(8)
    .fillColor(STYLE.muted)
    .text('Authorised Signatory', W - M - w, y + 34, {
      width: w,
      align: 'right',
    });
  hindi(HI.authorisedSignatory, W - M - w, doc.y, { size: 7.5, width: w, align: 'right' });
}

/**
 * Footer on every page, and the invoice number atop continuation pages; the bottom margin is lifted
 * so writing there does not start a new page.
 */
function drawPageMarks(doc: Pdf, data: InvoiceData) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    if (i > range.start) {
      doc.font('body').fontSize(7.5).fillColor(STYLE.muted);
      const mark = `${documentTitle(data)} ${data.invoiceNumber} (continued)`;
      doc.text(mark, M, M - 22, { width: CW, align: 'right', lineBreak: false });
    }
    const y = STYLE.height - M + 8;
    doc
      .moveTo(M, y - 6)
      .lineTo(W - M, y - 6)
      .lineWidth(0.5)
      .strokeColor(STYLE.rule)
      .stroke();
    doc.font('body').fontSize(7.5).fillColor(STYLE.muted);
    doc.text('This is a computer-generated invoice.', M, y, { width: CW, align: 'center', lineBreak: false });
    if (range.count > 1)
      doc.text(`Page ${i - range.start + 1} of ${range.count}`, M, y, { width: CW, align: 'right', lineBreak: false });
  }
}

function money(style: Style, paise: number): string {
  return `${style.currency}${style.currency === '₹' ? '' : ' '}${style.number.format(paise / 100)}`;
}

/** Where a block of `height` can start: at `top`, or atop a new page when it would cross the footer. */
function roomFor(doc: Pdf, top: number, height: number): number {
  if (top + height <= STYLE.bottom) return top;
  doc.addPage();
  return M;
}
