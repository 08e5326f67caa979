import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codSettings } from '../../db/schema/index.ts';

type StoredCodSettings = { enabled: boolean; feePaise: number; limitPaise: number };

/** The one row of cash-on-delivery settings the admin saved (drizzle only). */
export function createCodSettingsRepository(db: DbOrTx) {
  return {
    /** The saved settings, or null while the admin never saved any (the environment's defaults apply). */
    async find(tx: DbOrTx = db): Promise<StoredCodSettings | null> {
      const [row] = await tx.select().from(codSettings).where(eq(codSettings.id, 1));
      return row ? { enabled: row.enabled, feePaise: row.fee, limitPaise: row.orderLimit } : null;
    },

    /** Writes the settings row (creating it on the first save) with who saved it. */
    async save(values: StoredCodSettings, updatedBy: string, tx: DbOrTx = db): Promise<void> {
      const set = { enabled: values.enabled, fee: values.feePaise, orderLimit: values.limitPaise, updatedBy };
      await tx
        .insert(codSettings)
        .values({ id: 1, ...set })
        .onConflictDoUpdate({ target: codSettings.id, set: { ...set, updatedAt: sql`now()` } });
    },
  };
}

export type CodSettingsRepository = ReturnType<typeof createCodSettingsRepository>;
