/**
 * The Hindi beside the GST invoice's and credit note's English headings (ADR 0029): headings only;
 * legal names, numbers, amounts and the item table stay as they are. Devanagari letters and spaces
 * only, as the embedded Devanagari font subset draws nothing else.
 */
export const INVOICE_HINDI_HEADINGS = {
  taxInvoice: 'कर बीजक',
  creditNote: 'क्रेडिट नोट',
  originalForRecipient: 'प्राप्तकर्ता के लिए मूल प्रति',
  billToShipTo: 'बिल और डिलीवरी का पता',
  amountInWords: 'राशि शब्दों में',
  authorisedSignatory: 'अधिकृत हस्ताक्षरकर्ता',
} as const;
