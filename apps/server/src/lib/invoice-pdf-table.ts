import type PDFDocument from 'pdfkit';
import type { InvoiceData, InvoiceLine } from './invoice-types.ts';

export type Pdf = InstanceType<typeof PDFDocument>;

const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;
const MARGIN = 40;

export const STYLE = {
  width: A4_WIDTH,
  height: A4_HEIGHT,
  margin: MARGIN,
  content: A4_WIDTH - 2 * MARGIN,
  /** Lowest y content may reach; the footer lives below it. */
  bottom: A4_HEIGHT - MARGIN - 24,
  ink: '#1f1b24',
  muted: '#5f5868',
  accent: '#5b3a78',
  rule: '#cfc8d6',
  headFill: '#efe9f4',
  number: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  currency: '₹',
};
export type Style = typeof STYLE;

type Column = { title: string; width: number; align: 'left' | 'right' | 'center'; cell: (l: InvoiceLine) => string };

const PAD = 4;

/**
 * Columns for the supply: CGST + SGST within the store's state, IGST across states. With offers on the
 * document, each line shows its gross value and its discount before the taxable value (ADR 0023).
 */
function columns(style: Style, intraState: boolean, index: Map<InvoiceLine, number>, discounted: boolean): Column[] {
  const amount = (p: number) => style.number.format(p / 100);
  const prices: Column[] = discounted
    ? [
        { title: 'Gross value', width: 54, align: 'right', cell: (l) => amount(l.grossPaise ?? l.totalPaise) },
        { title: 'Discount', width: 48, align: 'right', cell: (l) => amount(l.discountPaise ?? 0) },
      ]
    : [{ title: 'Unit price (incl. tax)', width: 56, align: 'right', cell: (l) => amount(l.unitPaise) }];
  const fixed: Column[] = [
    { title: '#', width: 18, align: 'center', cell: (l) => String(index.get(l)) },
    { title: 'Description', width: 0, align: 'left', cell: (l) => l.description },
    { title: 'HSN/SAC', width: discounted ? 38 : 42, align: 'center', cell: (l) => l.hsn },
    { title: 'Qty', width: discounted ? 22 : 26, align: 'right', cell: (l) => String(l.quantity) },
    ...prices,
    { title: 'Taxable value', width: 58, align: 'right', cell: (l) => amount(l.taxablePaise) },
    { title: 'GST rate', width: 32, align: 'right', cell: (l) => `${l.ratePercent}%` },
  ];
  const taxes: Column[] = intraState
    ? [
        { title: 'CGST', width: 50, align: 'right', cell: (l) => amount(l.cgstPaise) },
        { title: 'SGST', width: 50, align: 'right', cell: (l) => amount(l.sgstPaise) },
      ]
    : [{ title: 'IGST', width: 60, align: 'right', cell: (l) => amount(l.igstPaise) }];
  const total: Column = { title: 'Total', width: 62, align: 'right', cell: (l) => amount(l.totalPaise) };
  const cols = [...fixed, ...taxes, total];
  cols[1].width = style.content - cols.reduce((n, c) => n + c.width, 0);
  return cols;
}

/** The line-item table; rows never split, the header repeats on each new page. Returns the y below it. */
export function drawItemsTable(doc: Pdf, data: InvoiceData, style: Style, top: number): number {
  const index = new Map(data.lines.map((l, i) => [l, i + 1]));
  const cols = columns(
    style,
    data.intraState,
    index,
    data.lines.some((l) => (l.discountPaise ?? 0) > 0),
  );
  const title = `Amounts in ${style.currency === '₹' ? 'rupees (₹)' : 'rupees (Rs.)'}`;
  doc.font('body').fontSize(7.5).fillColor(style.muted).text(title, style.margin, top, {
    width: style.content,
    align: 'right',
  });
  let y = drawHeadRow(doc, cols, style, doc.y + 2);
  for (const line of data.lines) {
    doc.font('body').fontSize(8);
    const h = Math.max(...cols.map((c) => doc.heightOfString(c.cell(line), { width: c.width - 2 * PAD }))) + 2 * PAD;
    if (y + h > style.bottom) {
      doc.addPage();
      y = drawHeadRow(doc, cols, style, style.margin);
    }
    let x = style.margin;
    doc.font('body').fontSize(8).fillColor(style.ink);
    for (const c of cols) {
      doc.text(c.cell(line), x + PAD, y + PAD, { width: c.width - 2 * PAD, align: c.align });
      x += c.width;
    }
    y += h;
    doc
      .moveTo(style.margin, y)
      .lineTo(style.margin + style.content, y)
      .lineWidth(0.5)
      .strokeColor(style.rule)
      .stroke();
  }
  return y;
}

function drawHeadRow(doc: Pdf, cols: Column[], style: Style, top: number): number {
  doc.font('bold').fontSize(7.5);
  const h = Math.max(...cols.map((c) => doc.heightOfString(c.title, { width: c.width - 2 * PAD }))) + 2 * PAD;
  doc.rect(style.margin, top, style.content, h).fill(style.headFill);
  let x = style.margin;
  doc.fillColor(style.ink);
  for (const c of cols) {
    doc.text(c.title, x + PAD, top + PAD, { width: c.width - 2 * PAD, align: c.align });
    x += c.width;
  }
  doc
    .moveTo(style.margin, top + h)
    .lineTo(style.margin + style.content, top + h)
    .lineWidth(0.8)
    .strokeColor(style.accent)
    .stroke();
  return top + h;
}
