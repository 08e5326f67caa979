import { z } from 'zod';
import { shopperMessages as messages } from '../shopper.messages.ts';
import { text } from '../validation/text.schema.ts';
import {
  ADDRESS_FIELD_LABELS,
  type AddressFields,
  type AddressWords,
  addressFormatErrors,
  DEFAULT_COUNTRY,
  INDIAN_STATES,
} from './address.rules.ts';
import { normaliseIndianMobile } from './pin-codes.rules.ts';

/** The server's answers are in the spec's English (put in the caller's language afterwards). */
const ENGLISH_WORDS: AddressWords = { ...messages, addressFieldLabels: ADDRESS_FIELD_LABELS };

const required = (field: keyof AddressFields, max: number) => {
  const message = messages.fillOutField(ADDRESS_FIELD_LABELS[field]);
  return text({ max, message }).min(1);
};

/** The address fields as stored: all required, state one of the 36 states and union territories (spec §5). */
const addressFields = z.object({
  name: required('name', 100),
  houseNumber: required('houseNumber', 100),
  street: required('street', 200),
  city: required('city', 100),
  state: z.enum(INDIAN_STATES, { error: messages.chooseState }),
  postalCode: required('postalCode', 20),
  country: required('country', 60).default(DEFAULT_COUNTRY),
  phoneNumber: required('phoneNumber', 20),
});

/**
 * A new or edited address: the fields, then the PIN code in the chosen state and an Indian mobile
 * number (the browser's own `addressFormatErrors`), the mobile kept as its 10 digits.
 */
export const addressBody = addressFields
  .superRefine((a, ctx) => {
    for (const [field, message] of Object.entries(addressFormatErrors(a, ENGLISH_WORDS)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((a) => ({ ...a, phoneNumber: normaliseIndianMobile(a.phoneNumber) ?? a.phoneNumber }));
export type AddressBody = z.infer<typeof addressBody>;

/** A saved address as answered; addresses saved before the PIN and mobile checks are answered as they are. */
export const address = addressFields.extend({ _id: z.string(), state: z.string() });
export type Address = z.infer<typeof address>;
