import type { IndianState } from './address.rules.ts';

/**
 * The first three digits of the PIN codes each state or union territory uses, as [from, to] ranges.
 *
 * Source: India Post's allocation of PIN codes to postal circles (the first digit is the zone, the
 * first two the circle, the first three the sorting district), as published by India Post
 * (indiapost.gov.in, "PIN code" / postal circles) and summarised in Wikipedia's "Postal Index
 * Number" article. Where a circle serves two states the ranges are shared (Bihar/Jharkhand,
 * Uttar Pradesh/Uttarakhand, Punjab/Chandigarh, Gujarat/Dadra and Nagar Haveli and Daman and Diu),
 * and union territories inside another circle carry that circle's district prefix (Puducherry's
 * Karaikal 609, Mahe 673 and Yanam 533; Lakshadweep 682): the table refuses a PIN of the wrong
 * region of India, never a real address near a border. Army Postal Service PINs (9xxxxx) are not
 * delivery addresses of the shop.
 */
export const PIN_PREFIXES: Record<IndianState, readonly (readonly [number, number])[]> = {
  'Andaman and Nicobar Islands': [[744, 744]],
  'Andhra Pradesh': [
    [507, 507],
    [515, 535],
  ],
  'Arunachal Pradesh': [[790, 792]],
  Assam: [[781, 788]],
  Bihar: [
    [800, 824],
    [841, 855],
  ],
  Chandigarh: [[160, 160]],
  Chhattisgarh: [[490, 497]],
  'Dadra and Nagar Haveli and Daman and Diu': [
    [362, 362],
    [396, 396],
  ],
  Delhi: [[110, 110]],
  Goa: [[403, 403]],
  Gujarat: [[360, 396]],
  Haryana: [[121, 136]],
  'Himachal Pradesh': [[171, 177]],
  'Jammu and Kashmir': [[180, 194]],
  Jharkhand: [
    [813, 816],
    [822, 835],
  ],
  Karnataka: [[560, 591]],
  Kerala: [[670, 695]],
  Ladakh: [[194, 194]],
  Lakshadweep: [[682, 682]],
  'Madhya Pradesh': [[450, 488]],
  Maharashtra: [
    [400, 402],
    [404, 445],
  ],
  Manipur: [[795, 795]],
  Meghalaya: [[793, 794]],
  Mizoram: [[796, 796]],
  Nagaland: [[797, 798]],
  Odisha: [[751, 770]],
  Puducherry: [
    [533, 533],
    [605, 605],
    [609, 609],
    [673, 673],
  ],
  Punjab: [[140, 160]],
  Rajasthan: [[301, 345]],
  Sikkim: [[737, 737]],
  'Tamil Nadu': [[600, 643]],
  Telangana: [[500, 509]],
  Tripura: [[799, 799]],
  'Uttar Pradesh': [[201, 285]],
  Uttarakhand: [[244, 263]],
  'West Bengal': [
    [700, 736],
    [738, 743],
  ],
};

const PIN = /^[1-9]\d{5}$/;

/** A PIN code is six digits and never starts with 0. */
export function isPinCode(value: string): boolean {
  return PIN.test(value.trim());
}

/** True when the PIN's first three digits fall in one of the state's India Post ranges (unknown state: false). */
export function isPinInState(pin: string, state: string): boolean {
  const ranges = (PIN_PREFIXES as Record<string, readonly (readonly [number, number])[] | undefined>)[state];
  if (!ranges || !isPinCode(pin)) return false;
  const prefix = Number(pin.trim().slice(0, 3));
  return ranges.some(([from, to]) => prefix >= from && prefix <= to);
}

const MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

/**
 * An Indian mobile number as its 10 digits ("+91 98765-43210", "09876543210" → "9876543210"), or
 * null when it is not one: 10 digits starting with 6–9, optionally after +91, 91 or 0; spaces and
 * hyphens between digits are ignored.
 */
export function normaliseIndianMobile(value: string): string | null {
  const match = MOBILE.exec(value.trim().replace(/[\s-]/g, ''));
  return match ? match[1] : null;
}
