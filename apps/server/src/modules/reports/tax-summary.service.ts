import {
  kolkataMonthRange,
  summarizeTax,
  type TaxDocument,
  taxSummaryCsv,
} from '@nidra/shared/reports/tax-summary.rules';
import type { TaxSummary } from '@nidra/shared/reports/tax-summary.schema';
import { buildInvoiceData, type InvoiceEnv, type InvoiceItem } from '../orders/invoice-data.ts';
import type { OrderRow, TaxSummaryRepository } from './tax-summary.repository.ts';

const BATCH = 500;

/**
 * The month's GSTR-1 B2C table, built from the same figures the PDFs print: each invoice and credit
 * note is recomputed with `buildInvoiceData` from the order's frozen lines (never today's prices).
 */
export function createTaxSummaryService(deps: { repo: TaxSummaryRepository; env: InvoiceEnv }) {
  const { repo, env } = deps;

  async function* documents(
    kind: TaxDocument['kind'],
    page: (afterId: string | null) => Promise<OrderRow[]>,
  ): AsyncGenerator<TaxDocument> {
    let afterId: string | null = null;
    for (;;) {
      const batch = await page(afterId);
      if (batch.length === 0) return;
      const lines = new Map<string, InvoiceItem[]>();
      for (const { orderId, ...line } of await repo.linesOf(batch.map((o) => o.id))) {
        lines.set(orderId, [...(lines.get(orderId) ?? []), line]);
      }
      for (const order of batch) {
        const number = kind === 'invoice' ? order.invoiceNumber : order.creditNoteNumber;
        const date =
          kind === 'invoice' ? (order.paidAt ?? order.createdAt) : (order.refundRequestedAt ?? order.createdAt);
        const data = buildInvoiceData(
          { ...order, invoiceNumber: number ?? '', invoiceDate: date },
          lines.get(order.id) ?? [],
          env,
        );
        yield { kind, state: data.buyer.state, lines: data.lines };
      }
      if (batch.length < BATCH) return;
      afterId = batch[batch.length - 1].id;
    }
  }

  async function summary(month: string): Promise<TaxSummary> {
    const { start, end } = kolkataMonthRange(month);
    const all: TaxDocument[] = [];
    for await (const d of documents('invoice', (after) => repo.invoicedOrders(start, end, after, BATCH))) all.push(d);
    for await (const d of documents('credit-note', (after) => repo.creditedOrders(start, end, after, BATCH))) {
      all.push(d);
    }
    // A return's credit note prints the lines stored when it was accepted; its place of supply is the order's.
    for (const { order, lines } of await repo.returnCreditNotes(start, end)) {
      const state = buildInvoiceData({ ...order, invoiceNumber: '', invoiceDate: order.createdAt }, [], env).buyer
        .state;
      all.push({ kind: 'credit-note', state, lines: lines ?? [] });
    }
    return summarizeTax(month, all, await repo.refundsCompleted(start, end));
  }

  return {
    /** Invoices less credit notes (full and partial) of a Kolkata month, by place of supply and rate, to the paisa; the month's refunds beside. */
    getTaxSummary: summary,
    /** The same table as CSV (GSTR-1 B2CS columns), with its file name. */
    async getTaxSummaryCsv(month: string): Promise<{ fileName: string; csv: string }> {
      return { fileName: `gstr1-b2cs-${month}.csv`, csv: taxSummaryCsv(await summary(month)) };
    },
  };
}

export type TaxSummaryService = ReturnType<typeof createTaxSummaryService>;
