import { type AddressFields, joinAddress } from './address.rules.ts';

/** What is left of a text once case, spacing and punctuation are ignored: its letters and digits. */
const bare = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');

/** What may follow the country: nothing, or a phone number, labelled or not ("Phone: 98…", "Mobile no. +91…"). */
const PHONE_TAIL = /^(?:(?:phone|mobile|mob|ph|tel|telephone|contact)(?:no|number)?)?\d*$/u;

/**
 * Whether a joined address text (spec §7 `shippingAddress`, whose format the spec does not fix) names
 * this saved address: its name, house number, street, city, state, PIN and country in that order,
 * nothing else but an optional phone after them, ignoring case, spacing and punctuation.
 */
export function isAddressText(text: string, a: AddressFields): boolean {
  const fields = bare(`${a.name} ${a.houseNumber} ${a.street} ${a.city} ${a.state} ${a.postalCode} ${a.country}`);
  const whole = bare(text);
  return whole.startsWith(fields) && PHONE_TAIL.test(whole.slice(fields.length));
}

/**
 * The saved address a joined text names, or undefined. Of several that match, the one used for an
 * order last (`lastUsed`: when an order last went to each joined text), then the one saved last.
 */
export function findAddressByText<T extends AddressFields & { createdAt: Date }>(
  text: string,
  saved: readonly T[],
  lastUsed: ReadonlyMap<string, Date> = new Map(),
): T | undefined {
  const used = (a: T) => lastUsed.get(joinAddress(a))?.getTime() ?? Number.NEGATIVE_INFINITY;
  return saved
    .filter((a) => isAddressText(text, a))
    .sort((x, y) => used(y) - used(x) || y.createdAt.getTime() - x.createdAt.getTime())[0];
}
