import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The store's cash-on-delivery settings as the admin saved them: one row (id 1) at most; without it
 * the environment's defaults apply (COD_ENABLED, COD_FEE, COD_LIMIT). Money in paise.
 */
export const codSettings = pgTable(
  'cod_settings',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull(),
    fee: integer('fee').notNull(),
    orderLimit: integer('order_limit').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cod_settings_one_row', sql`${t.id} = 1`),
    check('cod_settings_fee_range', sql`${t.fee} >= 0`),
    check('cod_settings_limit_range', sql`${t.orderLimit} > 0`),
  ],
);
