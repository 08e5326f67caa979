import type { Language } from '../i18n/languages.ts';
import type { Widen } from '../i18n/texts.ts';
import { returnKindLabels, returnMessages, returnReasonLabels, returnStatusLabels } from './return.messages.ts';
import { returnTextsHi } from './return-texts.hi.ts';

/**
 * The returns and exchanges screens' words, per language (ADR 0027, 0029). They are not in the page
 * catalogues, which every page loads: only the returns screens import them, so the other pages' first
 * script stays as it was. The English ones are the existing exports, referenced.
 */
const RETURN_SHOPPER_KEYS = [
  'returnOrExchange',
  'returnsTitle',
  'returnWindowClosed',
  'returnReturnableUntil',
  'returnChooseLines',
  'returnReasonLabel',
  'returnWantLabel',
  'returnWantExchange',
  'returnWantRefund',
  'returnNewSize',
  'returnPieces',
  'returnAlreadyReturned',
  'returnNote',
  'returnBackToOrders',
  'returnWindowNote',
  'returnNoSizeInStock',
  'returnDamagedHint',
  'returnPayoutLabel',
  'returnPayoutSource',
  'returnPayoutSourceShort',
  'returnPayoutUpi',
  'returnPayoutBank',
  'returnAccountNumber',
  'returnIfsc',
  'returnSubmit',
  'returnSubmitted',
  'returnNotReturnable',
  'returnItemsRequired',
  'returnReasonRequired',
  'returnsNone',
  'returnItemUnknown',
  'returnQuantityTooHigh',
  'returnLineHasOpenRequest',
  'returnHygieneRefused',
  'returnSizeRequired',
  'returnSizeUnavailable',
  'returnPayoutRequired',
  'returnUpiInvalid',
  'returnIfscInvalid',
  'returnAccountInvalid',
  'returnNotFound',
  'returnPickupCourier',
  'returnPickupSelf',
  'returnSelfShipHint',
  'returnPickupAwb',
  'returnRefundTo',
  'returnExchangeOrder',
  'returnCreditNote',
  'returnRejectedBecause',
  'returnQcPhotos',
  'returnQcPhotoAlt',
] as const;

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;

export const returnTextsEn = {
  ...pick(returnMessages, RETURN_SHOPPER_KEYS),
  returnReasonLabels,
  returnKindLabels,
  returnStatusLabels,
  returnForOrder: (kind: string, label: string) => `${kind} for ${label}`,
  returnAskedOn: (date: string) => `asked ${date}`,
  returnRequestPageDescription: 'Return or exchange pieces of a delivered order.',
  returnsPageDescription: 'Your returns and exchanges.',
};

/** What every language's returns words hold: the English keys and call signatures. */
export type ReturnTexts = Widen<typeof returnTextsEn>;

export const RETURN_TEXTS: Record<Language, ReturnTexts> = { en: returnTextsEn, hi: returnTextsHi };
export const returnTextsFor = (lang: Language): ReturnTexts => RETURN_TEXTS[lang];
