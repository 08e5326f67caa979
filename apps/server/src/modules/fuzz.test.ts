import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrder, createProduct, createSubcategory, createUser, type TestUser } from '../test/fixtures.ts';
import { deriveFuzzRequests, type OpenApi } from '../test/openapi-fuzz.ts';
import { useTestApp } from '../test/test-app.ts';

/**
 * Bad input never answers 5xx (issue: "no 5xx for bad input"): at least 1 000 malformed requests
 * derived from the OpenAPI description, each sent with a session that reaches the handler — the
 * customer for {userId} routes (their own id), an admin for the rest — on PGlite or PostgreSQL.
 */
const t = useTestApp();
let admin: TestUser;
let customer: TestUser;
let known: Record<string, string>;

beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  customer = await createUser(t.app, t.database.db, 'customer');
  const product = await createProduct(t.database.db, await createSubcategory(t.database.db, 'Nightwear', 'Nighties'));
  const order = await createOrder(t.database.db, {
    userId: customer.id,
    items: [{ productId: product.id, quantity: 1 }],
  });
  known = { productId: product.id, id: product.id, orderId: order.id, transactionId: order.id };
});

describe('malformed requests from the OpenAPI description', () => {
  it('never answer 5xx, and the server stays up', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const requests = deriveFuzzRequests(docs.json() as OpenApi, 20261123, (path) =>
      path.includes('{userId}')
        ? { headers: bearer(customer.token), params: { ...known, userId: customer.id } }
        : { headers: bearer(admin.token), params: known },
    );
    expect(requests.length).toBeGreaterThanOrEqual(1000);

    const failures: string[] = [];
    for (const [index, request] of requests.entries()) {
      const res = await t.app.inject({
        // A client address per request, so per-IP request limits do not stop the cases before the handler.
        remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      });
      if (res.statusCode >= 500)
        failures.push(
          `${request.method} ${request.url.slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
    }
    // biome-ignore lint/suspicious/noConsole: the count of requests sent is part of the report.
    console.log(`fuzz: ${requests.length} malformed requests on ${t.database.kind}, ${failures.length} answered ≥ 500`);
    expect(failures).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});
