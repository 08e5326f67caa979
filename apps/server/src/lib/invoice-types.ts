/** One line of a tax invoice; every amount in integer paise, tax-inclusive unit price. */
export type InvoiceLine = {
  description: string;
  hsn: string;
  quantity: number;
  unitPaise: number;
  /** Unit price × quantity, before offers (ADR 0023). */
  grossPaise?: number;
  /** What offers took off the line; the taxable value and tax are on the rest. */
  discountPaise?: number;
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** Everything printed on a GST tax invoice (DESIGN §7a), computed before rendering. */
export type InvoiceData = {
  seller: {
    tradeName: string;
    legalName: string;
    address: string;
    gstin: string;
    email: string;
    phone: string;
    state: string;
    stateCode: string | null;
  };
  invoiceNumber: string;
  invoiceDate: Date;
  /**
   * Set on a GST credit note (a cancelled paid order's full refund): invoiceNumber and invoiceDate are
   * then the credit note's own, and these name the invoice it reverses.
   */
  creditNoteFor?: { invoiceNumber: string; invoiceDate: Date };
  orderLabel: string;
  /** A cash-on-delivery order (ADR 0014): the total is collected on delivery, not paid already. */
  isCashOnDelivery?: boolean;
  transactionId: string | null;
  buyer: { name: string; address: string; phone: string; state: string; stateCode: string | null };
  /** The shipping state with its GST code, e.g. "Karnataka (29)". */
  placeOfSupply: string;
  intraState: boolean;
  lines: InvoiceLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
  amountInWords: string;
};
