import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

describe('health and readiness for a load balancer', () => {
  it('answers /healthz always; /readyz 503 while starting, 200 once ready, 503 at once when draining', async () => {
    const t = await createTestApp();
    try {
      const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
      expect(await get('/healthz')).toBe(200);
      expect(await get('/readyz')).toBe(503);
      t.app.lifecycle.markReady();
      expect(await get('/readyz')).toBe(200);
      t.app.lifecycle.startDraining();
      expect(await get('/readyz')).toBe(503);
      expect(await get('/healthz')).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers /readyz 503 when the database does not answer', async () => {
    const t = await createTestApp();
    t.app.lifecycle.markReady();
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    await t.app.close();
  });

  it('is never rate limited: 300 readiness checks in a row all answer', async () => {
    const t = await createTestApp();
    try {
      t.app.lifecycle.markReady();
      for (let i = 0; i < 300; i++)
        expect((await t.app.inject({ method: 'GET', url: i % 2 ? '/readyz' : '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
