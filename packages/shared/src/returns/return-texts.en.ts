import type { Widen } from '../i18n/texts.ts';
import { returnKindLabels, returnReasonLabels, returnShopperMessages, returnStatusLabels } from './return.messages.ts';

/**
 * The returns and exchanges screens' words in English (ADR 0027, 0029): the shopper's half of the
 * existing exports, spread. A part of the whole catalogue (texts.en.ts joins it to the rest, as
 * texts.hi.ts joins the Hindi), kept here so the catalogue's files stay short.
 */
export const returnTextsEn = {
  ...returnShopperMessages,
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
