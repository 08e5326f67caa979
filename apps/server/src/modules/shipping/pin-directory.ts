import { readFileSync } from 'node:fs';
import { INDIAN_STATES } from '@nidra/shared/address/address.rules';

type Directory = { districts: [string, number][]; pins: Record<string, number> };

// Beside this module in src/, and copied beside the bundle in dist/ (build.mjs).
const FILE = new URL('./pin-directory.json', import.meta.url);

/**
 * India Post's PIN directory, compacted (scripts/build-pin-directory.ts): a PIN's district, which
 * the address form offers as the city, and its state. Read from disk at the first lookup; no network.
 */
export function createPinDirectory(file: URL = FILE) {
  let directory: Directory | null = null;
  return {
    /** City and state of a 6-digit PIN, or null when the directory does not know it. */
    lookup(pin: string): { pin: string; city: string; state: string } | null {
      directory ??= JSON.parse(readFileSync(file, 'utf8')) as Directory;
      const index = directory.pins[pin];
      if (index === undefined) return null;
      const [city, state] = directory.districts[index];
      return { pin, city, state: INDIAN_STATES[state] };
    },
  };
}

export type PinDirectory = ReturnType<typeof createPinDirectory>;
