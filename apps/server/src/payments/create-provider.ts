import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';
import { selfFetch } from './inject-fetch.ts';
import { createPhonePeProvider } from './phonepe.ts';
import type { PaymentProvider } from './provider.ts';
import { SANDBOX, sandboxBaseUrl } from './sandbox/sandbox-config.ts';

/** The PhonePe adapter, pointed at PhonePe or at the local sandbox gateway; both go through phonepe.ts. */
export function createPaymentProvider(app: Pick<FastifyInstance, 'inject' | 'server'>, env: Env): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'sandbox') {
    const base = sandboxBaseUrl(env);
    return createPhonePeProvider({ ...SANDBOX, authUrl: base, apiUrl: base, fetch: selfFetch(app) });
  }
  return createPhonePeProvider({
    clientId: env.PHONEPE_CLIENT_ID ?? '',
    clientSecret: env.PHONEPE_CLIENT_SECRET ?? '',
    clientVersion: env.PHONEPE_CLIENT_VERSION,
    authUrl: (env.PHONEPE_AUTH_URL ?? '').replace(/\/$/, ''),
    apiUrl: (env.PHONEPE_API_URL ?? '').replace(/\/$/, ''),
    webhookUsername: env.PHONEPE_WEBHOOK_USERNAME ?? '',
    webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD ?? '',
  });
}
