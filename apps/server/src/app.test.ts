import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app.ts';

const t = useTestApp();

describe('app shell', () => {
  it('answers unknown API paths with 404 and a message, not a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/nothing-here' });
  });

  it('sends a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });
});
