import path from 'node:path';
import type { Env } from '../../config/env.ts';

/** What the sandbox platform accepts and signs with when MESSAGING_PROVIDER=sandbox. */
export const WHATSAPP_SANDBOX = {
  prefix: '/sandbox/whatsapp',
  version: 'v21.0',
  phoneNumberId: '100000000000001',
  displayNumber: '+91 80000 00001',
  accessToken: 'sandbox-access-token',
  appSecret: 'sandbox-app-secret',
  verifyToken: 'sandbox-verify-token',
} as const;

/** The Graph API base the adapter talks to in sandbox mode (in place of https://graph.facebook.com). */
export const sandboxGraphUrl = (env: Pick<Env, 'PUBLIC_URL'>) => `${env.PUBLIC_URL}${WHATSAPP_SANDBOX.prefix}`;

/** Where the sandbox keeps the messages it "delivered", one JSON file each, like the mail outbox. */
export const sandboxOutboxDir = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'outbox-messages');
