import { describe, expect, it } from 'vitest';
import { formatStoreAddress, parseStoreAddress, STORE_DEFAULTS, storeFactsFromEnv } from './store.defaults.ts';

describe('store facts', () => {
  it('splits STORE_ADDRESS on semicolons, keeping commas inside a line', () => {
    expect(parseStoreAddress('Plot 42, Road No. 12; Banjara Hills; Hyderabad, Telangana 500034; India')).toEqual([
      'Plot 42, Road No. 12',
      'Banjara Hills',
      'Hyderabad, Telangana 500034',
      'India',
    ]);
    expect(parseStoreAddress(' ; ')).toEqual([]);
  });

  it('round-trips the default address through its variable form', () => {
    expect(parseStoreAddress(formatStoreAddress(STORE_DEFAULTS.addressLines))).toEqual(STORE_DEFAULTS.addressLines);
  });

  it('falls back to the defaults for unset or blank variables', () => {
    expect(storeFactsFromEnv({})).toEqual(STORE_DEFAULTS);
    expect(storeFactsFromEnv({ STORE_NAME: '  ', STORE_ADDRESS: '' })).toEqual(STORE_DEFAULTS);
  });

  it('takes every set variable', () => {
    expect(
      storeFactsFromEnv({
        STORE_NAME: 'Shayana',
        STORE_LEGAL_NAME: 'Shayana Retail LLP',
        STORE_ADDRESS: '12 MG Road; Bengaluru, Karnataka 560001',
        STORE_STATE: 'Karnataka',
        STORE_GSTIN: '29ABCDE1234F1Z5',
        STORE_EMAIL: 'hello@shayana.in',
        STORE_PHONE: '+91 80 1234 5678',
      }),
    ).toEqual({
      name: 'Shayana',
      legalName: 'Shayana Retail LLP',
      addressLines: ['12 MG Road', 'Bengaluru, Karnataka 560001'],
      state: 'Karnataka',
      gstin: '29ABCDE1234F1Z5',
      email: 'hello@shayana.in',
      phone: '+91 80 1234 5678',
    });
  });
});
