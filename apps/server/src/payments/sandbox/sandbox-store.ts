import { randomBytes } from 'node:crypto';

export type SandboxAttempt = {
  transactionId: string;
  paymentMode: string;
  state: 'COMPLETED' | 'FAILED';
  amount: number;
  timestamp: number;
};

/** A refund is PENDING when requested and COMPLETED at its first status check: deterministic for tests. */
export type SandboxRefund = {
  merchantRefundId: string;
  refundId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED';
};

export type SandboxOrder = {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  expireAt: number;
  redirectUrl: string;
  metaInfo?: unknown;
  paymentDetails: SandboxAttempt[];
  refunds: SandboxRefund[];
};

export const randomId = (prefix: string, bytes = 10) => `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;

/**
 * The gateway's own state. It stands in for PhonePe's servers, so it lives in this process (one
 * map per app) rather than in our database: restarting the app is like PhonePe forgetting orders.
 */
export function createSandboxStore() {
  const orders = new Map<string, SandboxOrder>();
  const tokens = new Map<string, number>();
  const stats = {
    tokenRequests: 0,
    payRequests: 0,
    statusRequests: 0,
    refundRequests: 0,
    refundStatusRequests: 0,
    webhooksSent: 0,
  };

  return {
    orders,
    stats,
    issueToken(ttlSeconds: number) {
      const value = randomId('sandbox-token-', 24);
      const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
      tokens.set(value, expiresAt * 1000);
      return { value, expiresAt };
    },
    isValidToken(header: string | undefined): boolean {
      const value = header?.startsWith('O-Bearer ') ? header.slice(9) : '';
      const expires = tokens.get(value);
      return expires !== undefined && expires > Date.now();
    },
    /** The refund with this merchantRefundId and its order, whichever order it belongs to. */
    findRefund(merchantRefundId: string) {
      for (const order of orders.values()) {
        const refund = order.refunds.find((r) => r.merchantRefundId === merchantRefundId);
        if (refund) return { order, refund };
      }
      return undefined;
    },
    /** The order as the status API reports it: a pending order past its expiry has failed. */
    read(merchantOrderId: string): SandboxOrder | undefined {
      const order = orders.get(merchantOrderId);
      if (order?.state === 'PENDING' && order.expireAt <= Date.now()) order.state = 'FAILED';
      return order;
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
