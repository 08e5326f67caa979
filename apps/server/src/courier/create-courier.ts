import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';
import { selfFetch } from '../payments/inject-fetch.ts';
import type { Courier } from './courier.ts';
import { COURIER_SANDBOX, courierSandboxUrl } from './sandbox/courier-sandbox-config.ts';
import { createShiprocketCourier } from './shiprocket.ts';

/** The Shiprocket adapter, pointed at Shiprocket or at the local sandbox courier; both go through shiprocket.ts. */
export function createCourier(app: Pick<FastifyInstance, 'inject' | 'server'>, env: Env): Courier {
  if (env.COURIER_PROVIDER === 'sandbox')
    return createShiprocketCourier({ ...COURIER_SANDBOX, apiUrl: courierSandboxUrl(env), fetch: selfFetch(app) });
  return createShiprocketCourier({
    email: env.SHIPROCKET_EMAIL ?? '',
    password: env.SHIPROCKET_PASSWORD ?? '',
    apiUrl: env.SHIPROCKET_API_URL.replace(/\/$/, ''),
    pickupLocation: env.SHIPROCKET_PICKUP_LOCATION,
    webhookToken: env.COURIER_WEBHOOK_TOKEN ?? '',
  });
}
