import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../test/test-app.ts';

const t = useTestApp({ PUBLIC_HOST_REDIRECT: 'true' });
const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

describe('pages on another host than PUBLIC_URL', () => {
  it("redirects a page asked on 127.0.0.1 to PUBLIC_URL's host, path and query kept", async () => {
    const home = await get('/', '127.0.0.1:3000');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('http://localhost:3000/');
    const list = await get('/prod/Cotton-Nighties?sort=price-asc', '127.0.0.1:3000');
    expect(list.headers.location).toBe('http://localhost:3000/prod/Cotton-Nighties?sort=price-asc');
    const login = await get('/validate-payment?orderId=1', '192.168.1.20:3000');
    expect(login.headers.location).toBe('http://localhost:3000/validate-payment?orderId=1');
  });

  it('never sends the shopper to another site through a path that looks like an address', async () => {
    const res = await get('//elsewhere.example/phish', '127.0.0.1:3000');
    expect(res.statusCode).toBe(302);
    expect(new URL(res.headers.location as string).host).toBe('localhost:3000');
  });

  it("answers the page itself on PUBLIC_URL's host name", async () => {
    const res = await get('/', 'localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('leaves the API, the payment sandbox, pictures, files and health checks on the host asked', async () => {
    expect((await get('/api/menus', '127.0.0.1:3000')).statusCode).toBe(200);
    expect((await get('/api/health', '10.0.0.5:3000')).statusCode).toBe(200);
    expect((await get('/sandbox/phonepe/pay/00000000-0000-0000-0000-000000000000', '127.0.0.1')).statusCode).not.toBe(
      302,
    );
    expect((await get('/images/none.webp', '127.0.0.1')).statusCode).not.toBe(302);
    expect((await get('/manifest.webmanifest', '127.0.0.1')).statusCode).not.toBe(302);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: '127.0.0.1:3000' },
      payload: { email: 'nobody@example.in', password: 'wrong-password' },
    });
    expect(post.statusCode).toBe(401);
  });

  it('can be turned off for a proxy that rewrites the Host header', async () => {
    const other = await createTestApp({ PUBLIC_HOST_REDIRECT: 'false' });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/', headers: { host: '127.0.0.1:3000' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
