type OfferHintTexts = {
  offerAddValue: (shortPaise: number) => string;
  offerAddPieces: (short: number) => string;
  offerUseCode: (code: string) => string;
};

/**
 * The words under an offer's name: a code's "Use code NIGHT200", an automatic offer's "Add ₹310 more"
 * or "Add 1 more piece"; null when there is nothing to say. Apart from the other offer rules: the
 * product page draws only this one, and the rest need not load with it.
 */
export function offerHint(offer: { code: string | null; shortPaise?: number; short?: number }, texts: OfferHintTexts) {
  if (offer.code) return texts.offerUseCode(offer.code);
  if (offer.shortPaise !== undefined) return texts.offerAddValue(offer.shortPaise);
  if (offer.short !== undefined) return texts.offerAddPieces(offer.short);
  return null;
}
