import type { Env } from '../../config/env.ts';

/** Credentials the local courier accepts and the adapter uses when COURIER_PROVIDER=sandbox. */
export const COURIER_SANDBOX = {
  email: 'api@nidra.sandbox',
  password: 'sandbox-courier',
  pickupLocation: 'Primary',
  webhookToken: 'sandbox-courier-webhook',
  prefix: '/sandbox/courier',
  tokenTtlSeconds: 240 * 3600,
} as const;

/** The local courier's API base, like https://apiv2.shiprocket.in. */
export const courierSandboxUrl = (env: Pick<Env, 'PUBLIC_URL'>) => `${env.PUBLIC_URL}${COURIER_SANDBOX.prefix}`;
