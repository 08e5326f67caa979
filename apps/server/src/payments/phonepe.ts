import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { providerHttp } from '../lib/provider-http.ts';
import {
  type FetchFn,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderState,
  type WebhookCheck,
} from './provider.ts';

type PhonePeOptions = {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /** Base of /v1/oauth/token, e.g. https://api.phonepe.com/apis/identity-manager. */
  authUrl: string;
  /** Base of /checkout/v2 and /payments/v2, e.g. https://api.phonepe.com/apis/pg. */
  apiUrl: string;
  webhookUsername: string;
  webhookPassword: string;
  /** Global fetch in production; the app's own handlers (inject) for the sandbox under test. */
  fetch?: FetchFn;
  timeoutMs?: number;
  /** A token is renewed this long before its expires_at. */
  refreshMarginMs?: number;
  now?: () => number;
};

const tokenResponse = z.object({ access_token: z.string().min(1), expires_at: z.number(), token_type: z.string() });
const payResponse = z.object({ orderId: z.string(), state: z.string(), redirectUrl: z.string().min(1) });
const state = z.enum(['PENDING', 'COMPLETED', 'FAILED']);
const statusResponse = z.object({
  state,
  amount: z.number().optional(),
  paymentDetails: z.array(z.object({ transactionId: z.string().optional(), state: z.string().optional() })).optional(),
});
const refundResponse = z.object({ refundId: z.string(), state: z.string() });
const refundStatusResponse = z.object({
  refundId: z.string().optional(),
  amount: z.number().optional(),
  state: z.enum(['PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED']),
});
const webhookBody = z.object({
  event: z.string().optional(),
  type: z.string().optional(),
  payload: z.looseObject({ merchantOrderId: z.string().optional() }),
});

const sha256 = (s: string) => createHash('sha256').update(s).digest();

/** The real PhonePe Standard Checkout v2 adapter: OAuth token (cached, single-flight), pay, status, refund, webhook check. */
export function createPhonePeProvider(opts: PhonePeOptions): PaymentProvider {
  const doFetch = opts.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const margin = opts.refreshMarginMs ?? 60_000;
  const now = opts.now ?? Date.now;
  const expectedAuth = sha256(
    createHash('sha256').update(`${opts.webhookUsername}:${opts.webhookPassword}`).digest('hex'),
  );
  let token: { value: string; refreshAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const codeOf = (body: unknown) => (body as { code?: string } | null)?.code;
  const { call, parse } = providerHttp({
    name: 'PhonePe',
    fetch: doFetch,
    timeoutMs,
    error: (message, status, body) => new PaymentProviderError(message, status, codeOf(body)),
    detail: (body) => [codeOf(body), (body as { message?: string } | null)?.message].filter(Boolean).join(': '),
  });

  async function fetchToken(): Promise<string> {
    const form = new URLSearchParams({
      client_id: opts.clientId,
      client_version: opts.clientVersion,
      client_secret: opts.clientSecret,
      grant_type: 'client_credentials',
    });
    const body = await call('token', `${opts.authUrl}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const t = parse('token', tokenResponse, body);
    token = { value: t.access_token, refreshAt: t.expires_at * 1000 - margin };
    return t.access_token;
  }

  /** One token for every call until shortly before it expires; concurrent callers share one refresh. */
  function accessToken(): Promise<string> {
    if (token && now() < token.refreshAt) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function authorized(what: string, path: string, init: RequestInit, retry = true): Promise<unknown> {
    const bearer = await accessToken();
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `O-Bearer ${bearer}`,
    };
    try {
      return await call(what, `${opts.apiUrl}${path}`, { ...init, headers });
    } catch (err) {
      // A token revoked before its expiry: drop it and try once more with a fresh one.
      if (retry && err instanceof PaymentProviderError && err.httpStatus === 401) {
        if (token?.value === bearer) token = null;
        return authorized(what, path, init, false);
      }
      throw err;
    }
  }

  return {
    async createPayment(input) {
      const body = await authorized('pay', '/checkout/v2/pay', {
        method: 'POST',
        body: JSON.stringify({
          merchantOrderId: input.merchantOrderId,
          amount: input.amountPaise,
          expireAfter: input.expireAfterSeconds,
          metaInfo: input.metaInfo,
          paymentFlow: {
            type: 'PG_CHECKOUT',
            message: 'Payment for your order',
            merchantUrls: { redirectUrl: input.redirectUrl },
          },
        }),
      });
      const paid = parse('pay', payResponse, body);
      return { redirectUrl: paid.redirectUrl, providerOrderId: paid.orderId, raw: body };
    },

    async getStatus(merchantOrderId) {
      const path = `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`;
      const body = await authorized('status', path, { method: 'GET' });
      const s = parse('status', statusResponse, body);
      const latest = s.paymentDetails?.at(-1);
      return {
        state: s.state as ProviderState,
        transactionId: latest?.transactionId,
        amountPaise: s.amount,
        raw: body,
      };
    },

    async refund(input) {
      const body = await authorized('refund', '/payments/v2/refund', {
        method: 'POST',
        body: JSON.stringify({
          merchantRefundId: input.merchantRefundId,
          originalMerchantOrderId: input.originalMerchantOrderId,
          amount: input.amountPaise,
        }),
      });
      const r = parse('refund', refundResponse, body);
      return { refundId: r.refundId, state: r.state, raw: body };
    },

    async refundStatus(merchantRefundId) {
      const path = `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`;
      const body = await authorized('refund status', path, { method: 'GET' });
      const r = parse('refund status', refundStatusResponse, body);
      // CONFIRMED: PhonePe accepted the refund and the bank has not paid it out yet.
      const state = r.state === 'CONFIRMED' ? 'PENDING' : r.state;
      return { state, refundId: r.refundId, amountPaise: r.amount, raw: body };
    },

    verifyWebhook(authHeader, body): WebhookCheck {
      if (!opts.webhookUsername || !opts.webhookPassword) return { ok: false, reason: 'unauthorized' };
      // Hashing both sides gives equal lengths, so timingSafeEqual never throws and leaks nothing.
      const given = sha256((authHeader ?? '').trim().toLowerCase());
      if (!timingSafeEqual(given, expectedAuth)) return { ok: false, reason: 'unauthorized' };
      const parsed = webhookBody.safeParse(body);
      if (!parsed.success) return { ok: false, reason: 'invalid' };
      const { event, type, payload } = parsed.data;
      return { ok: true, event: { event: event ?? type ?? '', merchantOrderId: payload.merchantOrderId ?? null } };
    },
  };
}
