/** The provider's view of one order (PhonePe Standard Checkout v2 states). */
export type ProviderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export type CreatePaymentInput = {
  /** Our order id; PhonePe calls it merchantOrderId. */
  merchantOrderId: string;
  amountPaise: number;
  /** Where the hosted page sends the shopper back to, success or failure. */
  redirectUrl: string;
  expireAfterSeconds: number;
  /** Free-form fields PhonePe echoes back in status and webhooks (udf1…). */
  metaInfo?: Record<string, string>;
};

export type CreatedPayment = { redirectUrl: string; providerOrderId: string; raw: unknown };

export type ProviderStatus = {
  state: ProviderState;
  /** The provider's transaction id of the latest attempt, when there is one. */
  transactionId?: string;
  amountPaise?: number;
  raw: unknown;
};

export type RefundInput = { merchantRefundId: string; originalMerchantOrderId: string; amountPaise: number };
export type RefundResult = { refundId: string; state: string; raw: unknown };
/** A refund as PhonePe reports it: PENDING (or CONFIRMED) until the money is back, then COMPLETED or FAILED. */
type RefundState = 'PENDING' | 'COMPLETED' | 'FAILED';
export type RefundStatus = { state: RefundState; refundId?: string; amountPaise?: number; raw: unknown };

/** A webhook that carried the right Authorization; its payload is a hint, never the truth. */
export type WebhookEvent = { event: string; merchantOrderId: string | null };

export type WebhookCheck = { ok: true; event: WebhookEvent } | { ok: false; reason: 'unauthorized' | 'invalid' };

/** What checkout needs from a payment gateway; phonepe.ts is the one implementation. */
export interface PaymentProvider {
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  getStatus(merchantOrderId: string): Promise<ProviderStatus>;
  refund(input: RefundInput): Promise<RefundResult>;
  refundStatus(merchantRefundId: string): Promise<RefundStatus>;
  /** Checks the Authorization header in constant time, then the body's shape. */
  verifyWebhook(authHeader: string | undefined, body: unknown): WebhookCheck;
}

/** Any failure talking to the provider: network, timeout, non-2xx answer or an unexpected body. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    public readonly httpStatus?: number,
    public readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;
