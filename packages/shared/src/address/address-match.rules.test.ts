import { describe, expect, it } from 'vitest';
import { joinAddress } from './address.rules.ts';
import { findAddressByText, isAddressText } from './address-match.rules.ts';

const asha = {
  name: 'Asha Rao',
  houseNumber: 'Flat 4B, Lotus Residency',
  street: 'Road No. 12, Banjara Hills',
  city: 'Hyderabad',
  state: 'Telangana',
  postalCode: '500034',
  country: 'India',
  phoneNumber: '9876543210',
};

describe('isAddressText', () => {
  it("matches the store's own joined text", () => {
    expect(isAddressText(joinAddress(asha), asha)).toBe(true);
  });

  it('matches the fields joined another way: case, spacing, punctuation and the phone do not matter', () => {
    for (const text of [
      'Asha Rao, Flat 4B, Lotus Residency, Road No. 12, Banjara Hills, Hyderabad, Telangana, 500034, India',
      'asha rao flat 4b lotus residency road no 12 banjara hills hyderabad telangana 500034 india',
      'ASHA RAO,\nFlat 4B Lotus Residency\nRoad No 12 Banjara Hills\nHyderabad - Telangana - 500 034\nIndia',
      'Asha Rao, Flat 4B, Lotus Residency, Road No. 12, Banjara Hills, Hyderabad, Telangana, 500034, India, 9876543210',
      'Asha Rao | Flat 4B, Lotus Residency | Road No. 12, Banjara Hills | Hyderabad | Telangana | 500034 | India | Mobile no: +91 98765 43210',
    ])
      expect(isAddressText(text, asha), text).toBe(true);
  });

  it('does not match another address, fields out of order, a missing field or extra words', () => {
    for (const text of [
      joinAddress({ ...asha, houseNumber: 'Flat 4C, Lotus Residency' }),
      joinAddress({ ...asha, postalCode: '500033' }),
      'Asha Rao, Flat 4B, Lotus Residency, Road No. 12, Banjara Hills, Hyderabad, 500034, Telangana, India',
      'Asha Rao, Flat 4B, Lotus Residency, Road No. 12, Banjara Hills, Hyderabad, Telangana, India',
      'Asha Rao, Flat 4B, Lotus Residency, Road No. 12, Banjara Hills Extension, Hyderabad, Telangana, 500034, India',
      'Asha Rao, Flat 4B, Lotus Residency, Road No. 12, Banjara Hills, Hyderabad, Telangana, 500034, India, leave at gate',
      '',
    ])
      expect(isAddressText(text, asha), text).toBe(false);
  });
});

describe('findAddressByText', () => {
  const saved = (id: string, createdAt: string, fields = asha) => ({ ...fields, id, createdAt: new Date(createdAt) });
  const home = saved('home', '2026-01-01T00:00:00Z');
  const homeAgain = saved('home-again', '2026-02-01T00:00:00Z', { ...asha, phoneNumber: '9000000000' });
  const office = saved('office', '2026-03-01T00:00:00Z', { ...asha, houseNumber: 'Plot 9', street: 'HITEC City' });
  const text = 'Asha Rao, Flat 4B, Lotus Residency, Road No. 12, Banjara Hills, Hyderabad, Telangana, 500034, India';

  it('finds the one saved address the text names, or none', () => {
    expect(findAddressByText(text, [home, office])?.id).toBe('home');
    expect(findAddressByText(text, [office])).toBeUndefined();
  });

  it('of two that match, takes the one an order went to last, else the one saved last', () => {
    expect(findAddressByText(text, [home, homeAgain, office])?.id).toBe('home-again');
    const lastUsed = new Map([
      [joinAddress(home), new Date('2026-04-02T00:00:00Z')],
      [joinAddress(homeAgain), new Date('2026-04-01T00:00:00Z')],
    ]);
    expect(findAddressByText(text, [homeAgain, home], lastUsed)?.id).toBe('home');
    expect(findAddressByText(text, [home, homeAgain], new Map([[joinAddress(home), new Date()]]))?.id).toBe('home');
  });
});
