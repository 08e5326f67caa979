import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'nidra-db-'));

describe('the embedded database', () => {
  it('refuses a second opener while the first holds it, and opens again once it is closed', async () => {
    const dir = dataDir();
    const first = await openDatabase({ dataDir: dir });
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process \d+/);
    await first.close();
    expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    // Opens and migrates a fresh on-disk database twice: seconds on a quiet machine, more on a busy one.
  }, 120_000);

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = dataDir();
    // Above Linux's largest process id, so no process has it.
    writeFileSync(path.join(dir, 'db.lock'), '4194305');
    const db = await openDatabase({ dataDir: dir });
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    await db.close();
  });
});
