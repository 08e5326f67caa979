import { randomBytes } from 'node:crypto';
import { toPaise } from '@nidra/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import { createImageStore } from '../../lib/image-store.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { hashPassword } from '../../modules/accounts/password.ts';
import type { Db, DbOrTx } from '../client.ts';
import { categories, subcategories, users } from '../schema/index.ts';
import { DEMO_CATALOGUE } from './catalogue-data.ts';
import {
  between,
  buildDesign,
  createRng,
  insertProducts,
  isSoldOutSlot,
  type NewProduct,
  type Rng,
} from './factories.ts';
import { ensureImagePool, type ImagePool, looksFor } from './image-pool.ts';

const DAY = 86_400_000;

/**
 * Seeds the admin account and the demo catalogue when the users table is empty. Runs in one
 * transaction under an advisory lock, so a crash leaves nothing half-seeded and two instances
 * starting together seed once.
 */
export async function seedIfEmpty(opts: {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  /** Where the generated admin password is shown: the terminal (server.ts), never a log line. */
  announce?: (text: string) => void;
  storage: Storage;
}): Promise<boolean> {
  const { db, env, log, announce = (text) => log.warn(text) } = opts;
  if (env.SEED_DEMO !== 'true' || (await countUsers(db)) > 0) return false;
  const started = Date.now();
  const pool = await ensureImagePool(createImageStore(opts.storage), looksFor(env.SEED_PRODUCT_COUNT));
  const email = env.ADMIN_EMAIL ?? 'admin@nidra.local';
  const password = env.ADMIN_PASSWORD ?? `Nidra-${randomBytes(12).toString('base64url')}-7!`;
  const passwordHash = await hashPassword(password);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7411)`);
    if ((await countUsers(tx)) > 0) return false;
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories);
    if (n === 0) await seedCatalogue(tx, pool, env.SEED_PRODUCT_COUNT, createRng(20250101));
    await tx.insert(users).values({ name: 'Store Admin', email, passwordHash, role: 'admin' });
    return true;
  });
  if (!seeded) return false;
  if (!env.ADMIN_PASSWORD) {
    log.warn(`Admin account created: ${email}; its generated password is printed once on the terminal`);
    announce(adminPasswordBlock(email, password));
  }
  log.info(`Demo catalogue seeded with ${env.SEED_PRODUCT_COUNT} products in ${Date.now() - started} ms`);
  return true;
}

/**
 * The first start's admin sign-in as a plain framed block, easy to find and copy in the terminal
 * among the JSON log lines: no quoting, no escaping, one value per line.
 */
export function adminPasswordBlock(email: string, password: string): string {
  const lines = [
    'Admin account created (shown only this once; change the password after signing in)',
    '',
    `  Email:     ${email}`,
    `  Password:  ${password}`,
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return `\n${[rule, ...lines.map((l) => `| ${l.padEnd(width)} |`), rule].join('\n')}\n\n`;
}

async function countUsers(db: DbOrTx): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return n;
}

/** Menus, subcategories with pictures and cost prices, and `count` products spread over them. */
async function seedCatalogue(db: DbOrTx, pool: ImagePool, count: number, rng: Rng): Promise<void> {
  const specs = DEMO_CATALOGUE.flatMap((c) => c.subcategories);
  const ids = new Map<string, { categoryId: string; subcategoryId: string }>();
  for (const [sort, cat] of DEMO_CATALOGUE.entries()) {
    const [c] = await db.insert(categories).values({ name: cat.name, sort }).returning({ id: categories.id });
    const rows = await db
      .insert(subcategories)
      .values(
        cat.subcategories.map((s, i) => ({
          name: s.name,
          categoryId: c.id,
          sort: i,
          displayImage: pool[s.name]?.displayImage ?? null,
          actualPrice: toPaise(Math.round(((s.mrp[0] + s.mrp[1]) / 2) * 0.3)),
        })),
      )
      .returning({ id: subcategories.id, name: subcategories.name });
    for (const r of rows) ids.set(r.name, { categoryId: c.id, subcategoryId: r.id });
  }
  const items: { product: NewProduct; images: string[] }[] = [];
  for (let d = 0; items.length < count; d++) {
    const spec = specs[d % specs.length];
    const look = pool[spec.name].designs[Math.floor(d / specs.length) % pool[spec.name].designs.length];
    const rows = buildDesign(rng, {
      spec,
      ids: ids.get(spec.name)!,
      colour: look.colour,
      printLabel: look.printLabel,
      designNumber: `NID-${spec.code}-${1001 + d}`,
      createdAt: new Date(Date.now() - between(rng, 1, 240) * DAY - between(rng, 0, DAY)),
    });
    // Some single sizes sell out, and every twelfth design sells out in every size (a sold-out card).
    for (const product of rows.slice(0, count - items.length)) {
      if (isSoldOutSlot(items.length) || isSoldOutSlot(d)) product.quantity = 0;
      items.push({ product, images: look.images });
    }
  }
  for (let i = 0; i < items.length; i += 500) await insertProducts(db, items.slice(i, i + 500));
}
