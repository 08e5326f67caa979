import { messages } from '@nidra/shared';
import { amountInWords } from '@nidra/shared/money/amount-words.rules';
import { lineNameWithDetails } from '@nidra/shared/orders/order-line.rules';
import { returnMessages } from '@nidra/shared/returns/return.messages';
import { creditForReturnedPieces } from '@nidra/shared/returns/return.rules';
import type { AppContext } from '../../app-context.ts';
import type { CreditLineRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { InvoiceData } from '../../lib/invoice-pdf.ts';
import { renderInvoiceInWorker } from '../../lib/invoice-render-pool.ts';
import { buildInvoiceData } from '../orders/invoice-data.ts';
import { downloadName, type InvoiceDownload } from '../orders/invoice-download.service.ts';
import { discardInvoiceFile, openInvoiceFile, writeInvoiceFile } from '../orders/invoice-files.ts';
import type { ReturnLineRow, ReturnsRepository } from './returns.repository.ts';

type Order = NonNullable<Awaited<ReturnType<ReturnsRepository['findOrder']>>>;
type OrderLine = Awaited<ReturnType<ReturnsRepository['findLines']>>[number];

/** Whether the order's place of supply is the store's state: the invoice's own rule, read from its data. */
const headerOf = (order: Order, env: AppContext['env']) =>
  buildInvoiceData(
    {
      ...order,
      invoiceNumber: order.invoiceNumber ?? '',
      invoiceDate: order.paidAt ?? order.createdAt,
      shippingFee: 0,
      codFee: 0,
    },
    [],
    env,
  );

/**
 * The partial GST credit note of an accepted return (ADR 0027): one line per returned invoice line, its
 * share of the line's value after offers by `creditForReturnedPieces`, so the credit notes of a line add
 * up to its invoice line to the paisa. Shipping and the COD fee are not credited (the pieces are).
 */
export function computeCreditLines(
  order: Order,
  orderLines: OrderLine[],
  returned: ReturnLineRow[],
  env: AppContext['env'],
): CreditLineRow[] {
  const { intraState } = headerOf(order, env);
  return returned.map((r) => {
    const line = orderLines.find((l) => l.id === r.orderItemId);
    if (!line) throw notFound(returnMessages.returnItemUnknown);
    const part = creditForReturnedPieces(line, line.returned, r.quantity, intraState);
    return {
      description: lineNameWithDetails(line.name, line),
      hsn: line.hsn,
      quantity: r.quantity,
      unitPaise: line.price,
      taxablePaise: part.taxablePaise,
      ratePercent: part.ratePercent,
      cgstPaise: part.cgstPaise,
      sgstPaise: part.sgstPaise,
      igstPaise: part.igstPaise,
      totalPaise: part.totalPaise,
    };
  });
}

/** Every figure of the printed credit note: the invoice's header, the credited lines and their totals. */
export function creditNoteData(
  order: Order,
  request: { creditNoteNumber: string; creditNoteDate: Date; lines: CreditLineRow[] },
  env: AppContext['env'],
): InvoiceData {
  const data = headerOf(order, env);
  const sum = (pick: (l: CreditLineRow) => number) => request.lines.reduce((n, l) => n + pick(l), 0);
  const totals = {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
  return {
    ...data,
    invoiceNumber: request.creditNoteNumber,
    invoiceDate: request.creditNoteDate,
    creditNoteFor: { invoiceNumber: order.invoiceNumber ?? '', invoiceDate: order.paidAt ?? order.createdAt },
    lines: request.lines.map((l) => ({ ...l, grossPaise: l.totalPaise, discountPaise: 0 })),
    totals,
    amountInWords: amountInWords(totals.totalPaise),
  };
}

/** The PDF of a return's credit note: rendered and stored on its first download, read back after. */
export async function renderReturnCreditNote(
  ctx: AppContext,
  repo: ReturnsRepository,
  request: {
    id: string;
    orderId: string;
    creditNoteNumber: string | null;
    creditNoteDate: Date | null;
    creditNotePdfPath: string | null;
    creditLines: CreditLineRow[] | null;
  },
): Promise<InvoiceDownload> {
  if (!request.creditNoteNumber || !request.creditNoteDate || !request.creditLines)
    throw notFound(messages.creditNoteNotFound);
  const fileName = downloadName(request.creditNoteNumber);
  if (request.creditNotePdfPath) {
    const file = await openInvoiceFile(ctx.storage, request.creditNotePdfPath);
    return { fileName, pdf: file.body, size: file.size };
  }
  const order = await repo.findOrder(request.orderId);
  if (!order) throw notFound(messages.creditNoteNotFound);
  const pdf = await renderInvoiceInWorker(
    creditNoteData(
      order,
      {
        creditNoteNumber: request.creditNoteNumber,
        creditNoteDate: request.creditNoteDate,
        lines: request.creditLines,
      },
      ctx.env,
    ),
  );
  const stored = await writeInvoiceFile(ctx.storage, order.orderNumber, pdf);
  if (!(await repo.setCreditNotePdf(request.id, stored))) await discardInvoiceFile(ctx.storage, stored);
  return { fileName, pdf, size: pdf.length };
}
