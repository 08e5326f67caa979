import { messages } from '../messages.ts';

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

/** All address fields are required; no format checks for postal code or phone (spec §5). */
export function validateAddress(a: AddressFields): Partial<Record<keyof AddressFields, string>> {
  const errors: Partial<Record<keyof AddressFields, string>> = {};
  for (const key of Object.keys(ADDRESS_FIELD_LABELS) as (keyof AddressFields)[]) {
    if (!a[key] || a[key].trim() === '') errors[key] = messages.fillOutField(ADDRESS_FIELD_LABELS[key]);
  }
  if (a.state && !(INDIAN_STATES as readonly string[]).includes(a.state)) errors.state = messages.chooseState;
  return errors;
}

/** The one joined text an order keeps as its shipping address. */
export function joinAddress(a: AddressFields): string {
  return `${a.name}, ${a.houseNumber}, ${a.street}, ${a.city}, ${a.state} - ${a.postalCode}, ${a.country}. Phone: ${a.phoneNumber}`;
}
