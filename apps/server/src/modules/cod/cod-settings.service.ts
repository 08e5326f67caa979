import type { CodSettings } from '@nidra/shared/cod/cod.rules';
import { toPaise, toRupees } from '@nidra/shared/money/format.rules';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { CodSettingsRepository } from './cod-settings.repository.ts';

/** How long another instance may keep serving settings an admin changed elsewhere (PostgreSQL only). */
const SHARED_DB_TTL_MS = 3000;

/**
 * The store's COD settings: the admin's saved row, else the environment's defaults. Reads for the
 * checkout page are cached (until the next save; a few seconds when instances share PostgreSQL);
 * placing an order reads them uncached inside its transaction, so the rule applied is the one saved.
 */
export function createCodSettingsService({ ctx, repo }: { ctx: AppContext; repo: CodSettingsRepository }) {
  const ttl = ctx.dbKind === 'pglite' ? Number.POSITIVE_INFINITY : SHARED_DB_TTL_MS;
  let cached: { value: Promise<CodSettings>; expires: number } | null = null;

  async function read(tx: DbOrTx = ctx.db): Promise<CodSettings> {
    const row = await repo.find(tx);
    if (!row) return { enabled: ctx.env.COD_ENABLED === 'true', fee: ctx.env.COD_FEE, limit: ctx.env.COD_LIMIT };
    return { enabled: row.enabled, fee: toRupees(row.feePaise), limit: toRupees(row.limitPaise) };
  }

  return {
    read,

    /** The settings the checkout page shows, from the cache. */
    get(): Promise<CodSettings> {
      const now = Date.now();
      if (!cached || cached.expires <= now) {
        const value = read();
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
        cached = { value, expires: now + ttl };
      }
      return cached.value;
    },

    /** Saves the admin's settings (validated by the shared schema at the route) and drops the cache. */
    async save(settings: CodSettings, actor: string): Promise<CodSettings> {
      await repo.save(
        { enabled: settings.enabled, feePaise: toPaise(settings.fee), limitPaise: toPaise(settings.limit) },
        actor,
      );
      cached = null;
      return read();
    },
  };
}

export type CodSettingsService = ReturnType<typeof createCodSettingsService>;
