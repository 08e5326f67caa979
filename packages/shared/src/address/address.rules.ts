import { isPinCode, isPinInState, normaliseIndianMobile } from './pin-codes.rules.ts';

/** The 28 states and 8 union territories of India, sorted alphabetically (spec §5). */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

export const DEFAULT_COUNTRY = 'India';

export type AddressFields = {
  name: string;
  houseNumber: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phoneNumber: string;
};

export const ADDRESS_FIELD_LABELS: Record<keyof AddressFields, string> = {
  name: 'Full name',
  houseNumber: 'House number',
  street: 'Street',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  country: 'Country',
  phoneNumber: 'Phone number',
};

export type AddressErrors = Partial<Record<keyof AddressFields, string>>;

const isIndianState = (state: string) => (INDIAN_STATES as readonly string[]).includes(state);

/**
 * The words the address checks write: the English spec texts on the server (address.schema.ts), the
 * page's catalogue in a form (ADR 0029). Always given: a Hindi page's form then loads no English words.
 */
export type AddressWords = {
  fillOutField: (field: string) => string;
  addressFieldLabels: Record<keyof AddressFields, string>;
  chooseState: string;
  pinCodeInvalid: string;
  pinCodeNotInState: (state: string) => string;
  mobileInvalid: string;
};

/**
 * The checks of a filled-in PIN code and phone number, beyond spec §5 (which has none; ADR 0019): a
 * PIN is six digits not starting with 0 and lies in the chosen state's India Post ranges; the phone
 * is an Indian mobile number. Empty fields are left to the "Please fill out …" check.
 */
export function addressFormatErrors(
  a: Pick<AddressFields, 'postalCode' | 'state' | 'phoneNumber'>,
  words: AddressWords,
): AddressErrors {
  const errors: AddressErrors = {};
  if (a.phoneNumber?.trim() && normaliseIndianMobile(a.phoneNumber) === null) errors.phoneNumber = words.mobileInvalid;
  const pin = a.postalCode?.trim();
  if (pin && !isPinCode(pin)) errors.postalCode = words.pinCodeInvalid;
  else if (pin && isIndianState(a.state) && !isPinInState(pin, a.state))
    errors.postalCode = words.pinCodeNotInState(a.state);
  return errors;
}

/** All address fields are required (spec §5), the state one of the 36, the PIN and mobile real ones. */
export function validateAddress(a: AddressFields, words: AddressWords): AddressErrors {
  const errors: AddressErrors = {};
  for (const key of Object.keys(ADDRESS_FIELD_LABELS) as (keyof AddressFields)[]) {
    if (!a[key] || a[key].trim() === '') errors[key] = words.fillOutField(words.addressFieldLabels[key]);
  }
  if (a.state && !isIndianState(a.state)) errors.state = words.chooseState;
  return { ...addressFormatErrors(a, words), ...errors };
}

/** The one joined text an order keeps as its shipping address. */
export function joinAddress(a: AddressFields): string {
  return `${a.name}, ${a.houseNumber}, ${a.street}, ${a.city}, ${a.state} - ${a.postalCode}, ${a.country}. Phone: ${a.phoneNumber}`;
}
