import { createHash } from 'node:crypto';
import type { Env } from '../../config/env.ts';

/** Credentials the local gateway accepts and the adapter uses when PAYMENT_PROVIDER=sandbox. */
export const SANDBOX = {
  clientId: 'NIDRA_SANDBOX',
  clientSecret: 'sandbox-secret',
  clientVersion: '1',
  webhookUsername: 'sandbox',
  webhookPassword: 'sandbox',
  tokenTtlSeconds: 3600,
  merchantPrefix: '/sandbox/phonepe',
} as const;

/** Auth and API base of the local gateway, like PhonePe's two hosts. */
export const sandboxBaseUrl = (env: Pick<Env, 'PUBLIC_URL'>) => `${env.PUBLIC_URL}${SANDBOX.merchantPrefix}`;

/** What PhonePe puts in a webhook's Authorization header: sha256 hex of username:password. */
export const sandboxWebhookAuth = () =>
  createHash('sha256').update(`${SANDBOX.webhookUsername}:${SANDBOX.webhookPassword}`).digest('hex');
