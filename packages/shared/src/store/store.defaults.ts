/**
 * The store's identity and contact facts (DESIGN §1: configuration). The server's env module and the
 * web build both read the same STORE_* variables and fall back to these, so the two never disagree.
 */
export type StoreFacts = {
  /** Trade name: the brand shown in titles, mails and invoices. */
  name: string;
  /** Registered name printed on invoices. */
  legalName: string;
  addressLines: string[];
  /** The store's state: decides CGST + SGST or IGST on an invoice. */
  state: string;
  gstin: string;
  email: string;
  phone: string;
};

export const STORE_DEFAULTS: StoreFacts = {
  name: 'Nidra',
  legalName: 'Nidra Nightwear Private Limited',
  addressLines: ['Plot 42, Road No. 12', 'Banjara Hills', 'Hyderabad, Telangana 500034', 'India'],
  state: 'Telangana',
  gstin: '36ABCDE1234F1Z5',
  email: 'care@nidra.in',
  phone: '+91 40 4850 4200',
};

/** STORE_ADDRESS holds the address lines separated by ';' (a line itself may contain commas). */
export const STORE_ADDRESS_SEPARATOR = ';';

/** 'Plot 42, Road No. 12; Banjara Hills' → ['Plot 42, Road No. 12', 'Banjara Hills']; blank lines dropped. */
export function parseStoreAddress(value: string): string[] {
  return value
    .split(STORE_ADDRESS_SEPARATOR)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The STORE_ADDRESS value of a list of lines (the inverse of parseStoreAddress). */
export function formatStoreAddress(lines: readonly string[]): string {
  return lines.join(`${STORE_ADDRESS_SEPARATOR} `);
}

type StoreEnv = Partial<
  Record<
    'STORE_NAME' | 'STORE_LEGAL_NAME' | 'STORE_ADDRESS' | 'STORE_STATE' | 'STORE_GSTIN' | 'STORE_EMAIL' | 'STORE_PHONE',
    string
  >
>;

/** The store facts from STORE_* variables; an unset or blank variable keeps its default. */
export function storeFactsFromEnv(env: StoreEnv): StoreFacts {
  const pick = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  const address = parseStoreAddress(env.STORE_ADDRESS ?? '');
  return {
    name: pick(env.STORE_NAME, STORE_DEFAULTS.name),
    legalName: pick(env.STORE_LEGAL_NAME, STORE_DEFAULTS.legalName),
    addressLines: address.length > 0 ? address : [...STORE_DEFAULTS.addressLines],
    state: pick(env.STORE_STATE, STORE_DEFAULTS.state),
    gstin: pick(env.STORE_GSTIN, STORE_DEFAULTS.gstin),
    email: pick(env.STORE_EMAIL, STORE_DEFAULTS.email),
    phone: pick(env.STORE_PHONE, STORE_DEFAULTS.phone),
  };
}
