import { beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createAdminOrdersRepository } from './admin-orders.repository.ts';
import { createOrderAnchors } from './order-page-anchors.ts';

const t = useTestApp();

beforeAll(async () => {
  const user = await createUser(t.app, t.database.db, 'customer');
  const base = Date.parse('2025-03-01T10:00:00Z');
  // 30 orders; groups of three share a timestamp so anchors must count ties exactly.
  for (let i = 0; i < 30; i++) {
    await createOrder(t.database.db, {
      userId: user.id,
      orderStatus: i % 2 ? 'DELIVERED' : 'PENDING',
      createdAt: new Date(base + Math.floor(i / 3) * 1000),
    });
  }
});

describe('order page anchors', () => {
  it('give exactly the rows of a plain OFFSET page, with ties on created_at, per status', async () => {
    const repo = createAdminOrdersRepository(t.database.db);
    const anchors = createOrderAnchors(repo.findAnchors, { every: 4 });
    for (const status of [undefined, 'PENDING'] as const) {
      const total = await repo.countOrders(status);
      for (let offset = 0; offset < total; offset += 3) {
        const plain = await repo.findOrderPage({ status, limit: 3, offset });
        const located = await anchors.locate(status, offset);
        if (offset >= 4) expect(located.anchor).toBeDefined();
        const fast = await repo.findOrderPage({ status, limit: 3, ...located });
        expect(fast.map((o) => o.order.id)).toEqual(plain.map((o) => o.order.id));
      }
    }
  });

  it('place anchors where `created_at <= t` starts', async () => {
    const repo = createAdminOrdersRepository(t.database.db);
    const list = await repo.findAnchors(4);
    expect(list[0].pos).toBe(0);
    for (const a of list) {
      const newer = await repo.findOrderPage({ limit: 100, offset: 0 });
      const strictlyNewer = newer.filter((o) => o.order.createdAt.getTime() > Date.parse(a.t));
      expect(strictlyNewer).toHaveLength(a.pos);
    }
  });
});
