import PDFDocument from 'pdfkit';

export type LabelView = {
  awb: string;
  courierName: string;
  orderLabel: string;
  /** "COD Rs. 1,299" or "PREPAID". */
  payment: string;
  to: { name: string; address: string; city: string; state: string; pincode: string; phone: string };
  from: string[];
};

const W = 288; // 4 inches
const H = 432; // 6 inches

/** A courier's 4×6 shipping label, one page per shipment (what the sandbox's label URL serves). */
export function renderLabels(labels: LabelView[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: [W, H], margin: 14, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const l of labels) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).text(l.courierName, 14, 14);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(l.orderLabel, 14, 16, { align: 'right', width: W - 28 });
    // A bar pattern from the AWB's digits stands in for the barcode a courier prints.
    let x = 24;
    for (const ch of `${l.awb}${l.awb}`) {
      const w = 1 + (ch.charCodeAt(0) % 3);
      doc.rect(x, 44, w, 56).fill('#000');
      x += w + 2 + (ch.charCodeAt(0) % 2);
      if (x > W - 30) break;
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(`AWB ${l.awb}`, 14, 106, { align: 'center', width: W - 28 });
    doc
      .moveTo(14, 132)
      .lineTo(W - 14, 132)
      .stroke();
    doc.fontSize(18).text(l.payment, 14, 140, { align: 'center', width: W - 28 });
    doc
      .moveTo(14, 168)
      .lineTo(W - 14, 168)
      .stroke();
    doc.font('Helvetica-Bold').fontSize(10).text('DELIVER TO', 14, 176);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(l.to.name, 14, 190, { width: W - 28 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(l.to.address, { width: W - 28 });
    doc.text(`${l.to.city}, ${l.to.state}`);
    doc.font('Helvetica-Bold').fontSize(14).text(`PIN ${l.to.pincode}`);
    doc.font('Helvetica').fontSize(10).text(`Phone ${l.to.phone}`);
    doc
      .moveTo(14, 330)
      .lineTo(W - 14, 330)
      .stroke();
    doc.font('Helvetica-Bold').fontSize(9).text('RETURN TO', 14, 338);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(l.from.join(', '), { width: W - 28 });
  }
  if (labels.length === 0) doc.addPage();
  doc.end();
  return done;
}
