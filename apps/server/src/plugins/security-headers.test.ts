import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { securityHeaderOptions, securityHeadersPlugin } from './security-headers.ts';

const base = {
  NODE_ENV: 'test',
  DATA_DIR: '/nonexistent',
  JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
  PUBLIC_URL: 'http://localhost:3000',
};
const variants = {
  'plain http, no Google sign-in': base,
  'https with Google sign-in': {
    ...base,
    PUBLIC_URL: 'https://shop.example.in',
    GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
  },
};

/** The response headers of a JSON route and of a 404, through the given security plugin. */
async function headersWith(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/json', async () => ({ ok: true }));
  const answers = [await app.inject('/json'), await app.inject('/missing')];
  await app.close();
  return answers.map((r) => {
    const { date, 'content-length': _length, ...rest } = r.headers;
    return rest;
  });
}

describe('security headers computed once', () => {
  for (const [name, vars] of Object.entries(variants)) {
    it(`equal @fastify/helmet's on every response (${name})`, async () => {
      const env = loadEnv(vars);
      const ours = await headersWith((app) => app.register(securityHeadersPlugin, { env }));
      const helmets = await headersWith((app) => app.register(fastifyHelmet, securityHeaderOptions(env)));
      expect(ours).toEqual(helmets);
      expect(ours[0]['content-security-policy']).toContain("script-src 'self'");
      expect(ours[1]['x-frame-options']).toBe('SAMEORIGIN');
    });
  }
});
