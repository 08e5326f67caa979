import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { formatStoreAddress, STORE_DEFAULTS } from '@nidra/shared/store/store.defaults';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = z.preprocess(emptyToUndefined, z.string().optional());

/** One proxy address or CIDR range, e.g. `10.0.0.0/8`, `192.168.1.4`, `fd00::/8`. */
const isAddressOrCidr = (entry: string): boolean => {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may tell us the client's address (Fastify's `trustProxy`): none, a hop count, or the
 * proxies' addresses/CIDRs. Trusting everything would let any client pick its own address.
 */
const trustProxy = z
  .preprocess(emptyToUndefined, z.string().optional())
  .transform((raw, ctx): false | number | string[] => {
    const value = raw?.trim() ?? 'false';
    if (value === 'false') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'trusting every proxy lets clients choose their own address: give a hop count (e.g. 1) or the proxy addresses (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not a hop count nor IP addresses/CIDRs: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5 fails closed on a bare number, so a hop count becomes
 * a function trusting the first n addresses from the socket's (proxy-addr's hop index).
 */
export function fastifyTrustProxy(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return value === 0 ? false : (_address, hop) => hop < value;
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optional,
  PUBLIC_HOST_REDIRECT: z.enum(['true', 'false']).default('true'),
  DATABASE_URL: optional,
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_TTL: z.string().default('7d'),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  SEED_PRODUCT_COUNT: z.coerce.number().int().min(0).max(100_000).default(320),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Nidra <hello@nidra.local>'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'phonepe']).default('sandbox'),
  PHONEPE_CLIENT_ID: optional,
  PHONEPE_CLIENT_SECRET: optional,
  PHONEPE_CLIENT_VERSION: z.string().default('1'),
  PHONEPE_AUTH_URL: optional,
  PHONEPE_API_URL: optional,
  PHONEPE_WEBHOOK_USERNAME: optional,
  PHONEPE_WEBHOOK_PASSWORD: optional,
  /** The courier (ADR 0024): `sandbox` mounts a local Shiprocket-compatible courier at /sandbox/courier. */
  COURIER_PROVIDER: z.enum(['sandbox', 'shiprocket']).default('sandbox'),
  SHIPROCKET_EMAIL: optional,
  SHIPROCKET_PASSWORD: optional,
  SHIPROCKET_API_URL: z.string().url().default('https://apiv2.shiprocket.in'),
  /** The pickup location's name as set up in the courier's panel. */
  SHIPROCKET_PICKUP_LOCATION: z.string().default('Primary'),
  /** The token the courier sends in the tracking webhook's x-api-key header. */
  COURIER_WEBHOOK_TOKEN: optional,
  /** Where parcels are picked up: delivery dates and COD are asked from here. */
  PICKUP_PINCODE: z
    .string()
    .regex(/^[1-9]\d{5}$/, 'a 6-digit PIN code')
    .default('500034'),
  /** Payments one shopper may start in 10 minutes (POST /api/payment answers 429 beyond it). */
  PAYMENT_LIMIT_PER_USER: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Cash on delivery until an admin saves the store settings (ADR 0014): on/off, fee and order value limit in rupees. */
  COD_ENABLED: z.enum(['true', 'false']).default('true'),
  COD_FEE: z.coerce.number().min(0).max(1000).default(49),
  COD_LIMIT: z.coerce.number().min(1).max(1_000_000).default(5000),
  /** Order updates on WhatsApp (ADR 0025): the local sandbox phone, Meta's Cloud API, or off. Unset: sandbox, off in production. */
  MESSAGING_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'whatsapp', 'off']).optional()),
  WHATSAPP_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'like v21.0')
    .default('v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: optional,
  WHATSAPP_ACCESS_TOKEN: optional,
  WHATSAPP_APP_SECRET: optional,
  WHATSAPP_VERIFY_TOKEN: optional,
  /** SMS fallback through an Indian gateway with DLT-registered templates; off unless SMS_API_URL is set. */
  SMS_API_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  SMS_API_KEY: optional,
  SMS_SENDER_ID: z.string().default('NIDRAS'),
  SMS_DLT_ENTITY_ID: optional,
  /** `template=DLT id` pairs, comma-separated, e.g. `order_shipped=1107161234567890123`. */
  SMS_DLT_TEMPLATE_IDS: optional,
  /** Messages one mobile number receives at most in an hour; more wait for the next hour. */
  MESSAGES_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  /** Hours a cash-on-delivery order waits for its WhatsApp confirmation before its one reminder, and as long again after it. */
  COD_CONFIRM_HOURS: z.coerce.number().min(0.01).max(720).default(24),
  /** An unconfirmed COD order after its reminder: cancelled with its stock back, or kept for staff to call. */
  COD_UNCONFIRMED: z.enum(['cancel', 'keep']).default('cancel'),
  /** Answers for keys shoppers choose (search words, filters) the catalogue cache keeps per process; 0 keeps none. */
  CACHE_OPEN_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  // The web build reads the same variables with the same defaults (packages/shared store.defaults).
  STORE_NAME: z.string().default(STORE_DEFAULTS.name),
  STORE_LEGAL_NAME: z.string().default(STORE_DEFAULTS.legalName),
  /** Lines separated by ';', e.g. 'Plot 42, Road No. 12; Banjara Hills; Hyderabad, Telangana 500034; India'. */
  STORE_ADDRESS: z.string().default(formatStoreAddress(STORE_DEFAULTS.addressLines)),
  STORE_STATE: z.string().default(STORE_DEFAULTS.state),
  STORE_GSTIN: z.string().default(STORE_DEFAULTS.gstin),
  STORE_EMAIL: z.string().default(STORE_DEFAULTS.email),
  STORE_PHONE: z.string().default(STORE_DEFAULTS.phone),
  // Up to 3 letters or digits keep `NID/26-27/000123` within GST's 16 characters.
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'up to 3 capital letters or digits')
    .default('NID'),
  // Credit notes (refunds) have their own series: `NCN/26-27/000001`, also within 16 characters.
  CREDIT_NOTE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'up to 3 capital letters or digits')
    .default('NCN'),
  /** How often the mail jobs run: back-in-stock, abandoned-cart reminders, the daily low-stock mail (seconds). */
  MAIL_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  /** Hours a signed-in shopper's cart stays untouched before its one reminder mail. */
  CART_REMINDER_HOURS: z.coerce.number().min(0.1).max(720).default(24),
  /** Hour of the day (India, 0–23) from which the daily low-stock mail to STORE_EMAIL is sent. */
  LOW_STOCK_MAIL_HOUR: z.coerce.number().int().min(0).max(23).default(20),
  /** Comma-separated words that hold a review for staff instead of publishing it at once (ADR 0026). */
  REVIEW_BLOCKED_WORDS: z.string().max(10_000).default(''),
  /** Days after delivery when a shopper is asked by mail to review the order's pieces. */
  REVIEW_REQUEST_DAYS: z.coerce.number().min(0).max(60).default(3),
  /** Days after delivery a shopper may ask for a return or a size exchange (ADR 0027). */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(90).default(15),
  /** 32 bytes, base64 or hex: encrypts COD refund destinations (UPI ID, bank account); generated in DATA_DIR outside production. */
  PAYOUT_ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => keyBytes(v) !== null, 'must be 32 bytes as base64 or 64 hex characters')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  /** Set: every file the shop keeps (pictures, invoices, videos) goes to this S3-compatible bucket; unset: DATA_DIR. */
  S3_BUCKET: optional,
  /** The store's address for S3-compatible stores (MinIO, R2, …); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.string().url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** `true` addresses the bucket as `<endpoint>/<bucket>/…` (MinIO-like stores) instead of `<bucket>.<endpoint>`. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
});

export type Env = Omit<z.infer<typeof schema>, 'MESSAGING_PROVIDER'> & {
  JWT_SECRET: string;
  PAYOUT_ENCRYPTION_KEY: string;
  PUBLIC_URL: string;
  MESSAGING_PROVIDER: 'sandbox' | 'whatsapp' | 'off';
};

const REQUIRED_IN_PRODUCTION = [
  'DATABASE_URL',
  'JWT_SECRET',
  'PUBLIC_URL',
  'SMTP_URL',
  'PAYOUT_ENCRYPTION_KEY',
] as const;

/** The one validated view of process.env; fails naming every bad or missing variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // One key without the other is a typo; neither lets the SDK find credentials itself (an instance role).
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  if (env.NODE_ENV === 'production') {
    const missing: string[] = REQUIRED_IN_PRODUCTION.filter((k) => !env[k]);
    // The sandbox's Pay button completes orders without taking money: never in production.
    if (env.PAYMENT_PROVIDER !== 'phonepe') missing.push('PAYMENT_PROVIDER=phonepe');
    else {
      for (const k of [
        'PHONEPE_CLIENT_ID',
        'PHONEPE_CLIENT_SECRET',
        'PHONEPE_AUTH_URL',
        'PHONEPE_API_URL',
        'PHONEPE_WEBHOOK_USERNAME',
        'PHONEPE_WEBHOOK_PASSWORD',
      ] as const) {
        if (!env[k]) missing.push(k);
      }
    }
    // The sandbox phone lists shoppers' numbers on an open page: never in production.
    if (env.MESSAGING_PROVIDER === 'sandbox') missing.push('MESSAGING_PROVIDER=whatsapp or off');
    // The sandbox courier's buttons deliver parcels nobody carried: never in production.
    if (env.COURIER_PROVIDER !== 'shiprocket') missing.push('COURIER_PROVIDER=shiprocket');
    else
      for (const k of ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'COURIER_WEBHOOK_TOKEN'] as const) {
        if (!env[k]) missing.push(k);
      }
    if (missing.length > 0)
      throw new Error(`Missing required environment variables in production: ${missing.join(', ')}`);
  }
  const messaging = env.MESSAGING_PROVIDER ?? (env.NODE_ENV === 'production' ? 'off' : 'sandbox');
  if (messaging === 'whatsapp') {
    const keys = [
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_ACCESS_TOKEN',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ] as const;
    const absent = keys.filter((k) => !env[k]);
    if (absent.length > 0)
      throw new Error(`Invalid environment:\n  MESSAGING_PROVIDER=whatsapp needs ${absent.join(', ')}`);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    MESSAGING_PROVIDER: messaging,
    DATA_DIR: dataDir,
    JWT_SECRET: env.JWT_SECRET ?? developmentSecret(dataDir),
    PAYOUT_ENCRYPTION_KEY: env.PAYOUT_ENCRYPTION_KEY ?? developmentSecret(dataDir, 'payout-key', 32),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}

/** A 32-byte key written as 64 hex characters or as base64; null when it is neither. */
export function keyBytes(value: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** Outside production a secret (the JWT secret, the payout key) is generated once and kept in DATA_DIR. */
function developmentSecret(dataDir: string, name = 'jwt-secret', bytes = 48): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString(name === 'jwt-secret' ? 'base64url' : 'base64');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
