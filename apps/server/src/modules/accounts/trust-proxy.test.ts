import { messages } from '@nidra/shared';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy } from '../../config/env.ts';
import { useTestApp } from '../../test/test-app.ts';
import { person, register, STRONG_PASSWORD } from './accounts.test-helpers.ts';

const PROXY = '127.0.0.1';

const t = useTestApp({ TRUST_PROXY: PROXY });
beforeAll(async () => {
  await register(t.app, person('uma@example.com'));
  await register(t.app, person('veda@example.com'));
});

const loginVia = (email: string, remoteAddress: string, forwardedFor: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('client addresses behind TRUST_PROXY (DESIGN §8)', () => {
  it('ignores X-Forwarded-For from a client that is not a named proxy', async () => {
    // Each attempt claims another address; the socket's address is what counts.
    for (let i = 0; i < 10; i++)
      expect((await loginVia('uma@example.com', '10.2.0.1', `10.3.0.${i}`, `Wrong#Pass${i}`)).statusCode).toBe(401);
    const res = await loginVia('uma@example.com', '10.2.0.1', '10.3.0.200', STRONG_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: messages.tooManyAttempts });
  });

  it('counts the forwarded client address of a request through the named proxy', async () => {
    for (let i = 0; i < 10; i++)
      expect((await loginVia('veda@example.com', PROXY, '10.4.0.1', `Wrong#Pass${i}`)).statusCode).toBe(401);
    expect((await loginVia('veda@example.com', PROXY, '10.4.0.1', STRONG_PASSWORD)).statusCode).toBe(429);
    // Another shopper behind the same balancer is not the throttled address.
    expect((await loginVia('veda@example.com', PROXY, '10.4.0.2', STRONG_PASSWORD)).statusCode).toBe(200);
  });
});

describe('fastifyTrustProxy', () => {
  /** The client address Fastify reports for a request from `remoteAddress` carrying `forwardedFor`. */
  async function clientAddress(value: false | number | string[], remoteAddress: string, forwardedFor: string) {
    const app = Fastify({ trustProxy: fastifyTrustProxy(value) });
    app.get('/', (req) => ({ ip: req.ip }));
    const res = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    await app.close();
    return res.json().ip;
  }

  it('with a hop count, takes the address the last trusted hop saw', async () => {
    expect(await clientAddress(1, '10.0.0.5', '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress(2, '10.0.0.5', '203.0.113.9, 198.51.100.7')).toBe('203.0.113.9');
  });

  it('without proxies or from an unnamed peer, takes the socket address', async () => {
    expect(await clientAddress(false, '10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
    expect(await clientAddress(0, '10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
    expect(await clientAddress(['10.9.0.0/16'], '10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
    expect(await clientAddress(['10.0.0.0/8'], '10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
  });
});
