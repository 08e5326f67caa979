import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'nidra-env-'));

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db.internal/nidra',
  JWT_SECRET: 's'.repeat(48),
  PUBLIC_URL: 'https://shop.example.in',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.in:465',
  PAYMENT_PROVIDER: 'phonepe',
  PHONEPE_CLIENT_ID: 'client',
  PHONEPE_CLIENT_SECRET: 'secret',
  PHONEPE_AUTH_URL: 'https://auth.example',
  PHONEPE_API_URL: 'https://api.example',
  PHONEPE_WEBHOOK_USERNAME: 'hook',
  PHONEPE_WEBHOOK_PASSWORD: 'hook-secret',
  COURIER_PROVIDER: 'shiprocket',
  SHIPROCKET_EMAIL: 'api@shop.example.in',
  SHIPROCKET_PASSWORD: 'courier-secret',
  COURIER_WEBHOOK_TOKEN: 'courier-hook-token',
  PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(32),
};

describe('loadEnv', () => {
  it('starts in development with nothing set, keeping a generated JWT secret in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadEnv({ DATA_DIR: dir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({ DATA_DIR: dir }).JWT_SECRET).toBe(first.JWT_SECRET);
    expect(first.PAYMENT_PROVIDER).toBe('sandbox');
    expect(first.PUBLIC_URL).toBe('http://localhost:3000');
    expect(Buffer.from(first.PAYOUT_ENCRYPTION_KEY, 'base64')).toHaveLength(32);
    expect(loadEnv({ DATA_DIR: dir }).PAYOUT_ENCRYPTION_KEY).toBe(first.PAYOUT_ENCRYPTION_KEY);
  });

  it('refuses production without the payout key, and a key that is not 32 bytes', () => {
    const { PAYOUT_ENCRYPTION_KEY, ...rest } = production;
    expect(() => loadEnv({ ...rest, DATA_DIR: dataDir() })).toThrow(/PAYOUT_ENCRYPTION_KEY/);
    expect(() => loadEnv({ ...production, PAYOUT_ENCRYPTION_KEY: 'short', DATA_DIR: dataDir() })).toThrow(
      'PAYOUT_ENCRYPTION_KEY: must be 32 bytes',
    );
  });

  it('accepts a complete production configuration', () => {
    expect(loadEnv({ ...production, DATA_DIR: dataDir() }).NODE_ENV).toBe('production');
  });

  it('refuses production without the database, secret, address, mail or PhonePe, naming each', () => {
    const { DATABASE_URL, JWT_SECRET, PUBLIC_URL, SMTP_URL, PHONEPE_CLIENT_SECRET, ...rest } = production;
    expect(() => loadEnv({ ...rest, DATA_DIR: dataDir() })).toThrow(
      'Missing required environment variables in production: DATABASE_URL, JWT_SECRET, PUBLIC_URL, SMTP_URL, PHONEPE_CLIENT_SECRET',
    );
  });

  it('refuses the payment sandbox in production, since its Pay button takes no money', () => {
    expect(() => loadEnv({ ...production, PAYMENT_PROVIDER: 'sandbox', DATA_DIR: dataDir() })).toThrow(
      'PAYMENT_PROVIDER=phonepe',
    );
  });

  it('refuses the courier sandbox in production, and the real courier without its credentials', () => {
    expect(() => loadEnv({ ...production, COURIER_PROVIDER: 'sandbox', DATA_DIR: dataDir() })).toThrow(
      'COURIER_PROVIDER=shiprocket',
    );
    const { COURIER_WEBHOOK_TOKEN, ...noToken } = production;
    expect(() => loadEnv({ ...noToken, DATA_DIR: dataDir() })).toThrow(/: COURIER_WEBHOOK_TOKEN$/);
    expect(() => loadEnv({ ...production, PICKUP_PINCODE: '5000', DATA_DIR: dataDir() })).toThrow(
      'PICKUP_PINCODE: a 6-digit PIN code',
    );
    expect(loadEnv({ DATA_DIR: dataDir() })).toMatchObject({ COURIER_PROVIDER: 'sandbox', PICKUP_PINCODE: '500034' });
  });

  it('puts files in DATA_DIR unless S3_BUCKET is set, and wants both S3 keys or neither', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).S3_BUCKET).toBeUndefined();
    const bucket = loadEnv({ DATA_DIR: dataDir(), S3_BUCKET: 'nidra-files', S3_FORCE_PATH_STYLE: 'true' });
    expect([bucket.S3_BUCKET, bucket.S3_REGION, bucket.S3_FORCE_PATH_STYLE]).toEqual([
      'nidra-files',
      'us-east-1',
      'true',
    ]);
    expect(() => loadEnv({ DATA_DIR: dataDir(), S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    );
    expect(() => loadEnv({ DATA_DIR: dataDir(), S3_ENDPOINT: 'not a url' })).toThrow('S3_ENDPOINT');
  });

  it('names every malformed variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', INVOICE_PREFIX: 'NIDRA', DATA_DIR: dataDir() })).toThrow(
      /PORT[\s\S]*INVOICE_PREFIX: up to 3 capital letters or digits/,
    );
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value?: string) => loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts no proxy when unset or false', () => {
    expect(trust(undefined)).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and CIDR ranges', () => {
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, 192.168.1.4,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.4', 'fd00::/8']);
  });

  it('refuses to trust every proxy, and entries that are not addresses', () => {
    expect(() => trust('true')).toThrow(/TRUST_PROXY: .*hop count/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY: not a hop count nor IP addresses\/CIDRs: 10\.0\.0\.0\/33/);
    expect(() => trust('loadbalancer.internal')).toThrow(/TRUST_PROXY/);
  });
});
