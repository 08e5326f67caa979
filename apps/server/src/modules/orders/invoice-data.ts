import { gstRateForLine, INDIAN_STATES, orderLabel, shippingGstRate, splitTax } from '@nidra/shared';
import { amountInWords } from '@nidra/shared/money/amount-words.rules';
import { gstStateCode } from '@nidra/shared/orders/gst-state-codes.rules';
import { lineNameWithDetails } from '@nidra/shared/orders/order-line.rules';
import { parseStoreAddress } from '@nidra/shared/store/store.defaults';
import type { Env } from '../../config/env.ts';
import type { InvoiceData, InvoiceLine } from '../../lib/invoice-pdf.ts';

/** Courier and delivery services (SAC 9968, 996812: courier services). */
export const SHIPPING_SAC = '996812';

export type InvoiceOrder = {
  orderNumber: number;
  invoiceNumber: string;
  invoiceDate: Date;
  transactionId: string | null;
  buyerName: string;
  shippingAddress: string;
  shippingState: string;
  mobile: string;
  /** Paise. */
  shippingFee: number;
  /** Cash-on-delivery fee in paise (ADR 0014); 0 or absent for online payments. */
  codFee?: number;
};
/** A sold line: unit price (tax-inclusive) in paise as snapshotted on the order; size and design name the piece. */
export type InvoiceItem = {
  name: string;
  hsn: string;
  quantity: number;
  price: number;
  size?: string | null;
  designNumber?: string | null;
  /** What offers took off the line (all its pieces), in paise (ADR 0023). */
  discount?: number;
};
export type InvoiceEnv = Pick<
  Env,
  'STORE_NAME' | 'STORE_LEGAL_NAME' | 'STORE_ADDRESS' | 'STORE_STATE' | 'STORE_GSTIN' | 'STORE_EMAIL' | 'STORE_PHONE'
>;

/**
 * Every figure of the tax invoice, in paise: per line taxable + tax = the inclusive amount exactly,
 * and the grand total is the sum of the inclusive lines (= the amount paid).
 */
export function buildInvoiceData(order: InvoiceOrder, items: InvoiceItem[], env: InvoiceEnv): InvoiceData {
  // Place of supply for goods delivered to a shopper is where delivery ends; with no state on the
  // order (older rows) it is read from the joined address, else the supplier's own state.
  const state = order.shippingState || stateInAddress(order.shippingAddress) || env.STORE_STATE;
  const intraState = state.toLowerCase() === env.STORE_STATE.toLowerCase();
  // GST is on the value after offers, and the slab follows the discounted price of a piece (ADR 0023).
  const lines: InvoiceLine[] = items.map((item) => {
    const discount = Number(item.discount ?? 0);
    const net = item.price * item.quantity - discount;
    const line = taxLine(
      lineNameWithDetails(item.name, item),
      item.hsn,
      item.quantity,
      item.price,
      gstRateForLine(net, item.quantity),
      intraState,
      discount,
    );
    return line;
  });
  if (order.shippingFee > 0) {
    // Delivery is ancillary to the goods (a composite supply): taxed at the principal supply's rate.
    const rate = shippingGstRate(lines.map((l) => l.ratePercent));
    lines.push(taxLine('Shipping and handling', SHIPPING_SAC, 1, order.shippingFee, rate, intraState));
  }
  if (order.codFee) lines.push(codFeeLine(order.codFee, lines, intraState));
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((n, l) => n + pick(l), 0);
  const totals = {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
  const buyerName = order.buyerName || order.shippingAddress.split(',')[0].trim();
  return {
    seller: {
      tradeName: env.STORE_NAME,
      legalName: env.STORE_LEGAL_NAME,
      address: parseStoreAddress(env.STORE_ADDRESS).join(', '),
      gstin: env.STORE_GSTIN,
      email: env.STORE_EMAIL,
      phone: env.STORE_PHONE,
      state: env.STORE_STATE,
      stateCode: gstStateCode(env.STORE_STATE),
    },
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.invoiceDate,
    orderLabel: orderLabel(order.orderNumber),
    isCashOnDelivery: Boolean(order.codFee),
    transactionId: order.transactionId,
    buyer: {
      name: buyerName,
      address: addressBody(order.shippingAddress, buyerName),
      phone: order.mobile,
      state,
      stateCode: gstStateCode(state),
    },
    placeOfSupply: withCode(state),
    intraState,
    lines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
  };
}

/** Rate is chosen per piece; tax is split on the whole line, so the line adds up to the paisa. */
function taxLine(
  description: string,
  hsn: string,
  quantity: number,
  unitPaise: number,
  ratePercent: number,
  intraState: boolean,
  discountPaise = 0,
): InvoiceLine {
  const grossPaise = unitPaise * quantity;
  const totalPaise = grossPaise - discountPaise;
  const split = splitTax(totalPaise, ratePercent, intraState);
  return {
    description,
    hsn,
    quantity,
    unitPaise,
    grossPaise,
    discountPaise,
    taxablePaise: split.taxablePaise,
    ratePercent,
    cgstPaise: split.cgst,
    sgstPaise: split.sgst,
    igstPaise: split.igst,
    totalPaise,
  };
}

/**
 * The cash-on-delivery fee is charged for this supply (GST Act s.15: part of its value), so it is taxed
 * like delivery, at the principal supply's rate, under the courier services' SAC.
 */
function codFeeLine(feePaise: number, goods: InvoiceLine[], intraState: boolean): InvoiceLine {
  const rate = goods.length > 0 ? Math.max(...goods.map((l) => l.ratePercent)) : 18;
  return taxLine('Cash on Delivery fee', SHIPPING_SAC, 1, feePaise, rate, intraState);
}

function withCode(state: string): string {
  const code = gstStateCode(state);
  return code ? `${state} (${code})` : state;
}

/** The state inside a joined address (address.rules joinAddress writes "…, City, State - PIN, …"). */
function stateInAddress(address: string): string | null {
  return INDIAN_STATES.find((s) => address.includes(`, ${s} - `)) ?? null;
}

/** The joined address without the leading buyer name and the trailing phone, which print separately. */
function addressBody(address: string, name: string): string {
  let body = address.trim();
  if (name && body.startsWith(`${name},`)) body = body.slice(name.length + 1).trim();
  return body.replace(/\.?\s*Phone:\s*[^,]*$/, '').trim();
}
