import { z } from 'zod';
import { messages } from '../messages.ts';
import { text } from '../validation/text.schema.ts';
import { ADDRESS_FIELD_LABELS, type AddressFields, DEFAULT_COUNTRY, INDIAN_STATES } from './address.rules.ts';

const required = (field: keyof AddressFields, max: number) => {
  const message = messages.fillOutField(ADDRESS_FIELD_LABELS[field]);
  return text({ max, message }).min(1);
};

/** The address fields; all required, state one of the 36 states and union territories (spec §5). */
export const addressBody = z.object({
  name: required('name', 100),
  houseNumber: required('houseNumber', 100),
  street: required('street', 200),
  city: required('city', 100),
  state: z.enum(INDIAN_STATES, { error: messages.chooseState }),
  postalCode: required('postalCode', 20),
  country: required('country', 60).default(DEFAULT_COUNTRY),
  phoneNumber: required('phoneNumber', 20),
});
export type AddressBody = z.infer<typeof addressBody>;

export const address = addressBody.extend({ _id: z.string(), state: z.string() });
export type Address = z.infer<typeof address>;
