import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';
import { selfFetch } from '../payments/inject-fetch.ts';
import type { MessagingProvider } from './provider.ts';
import { sandboxGraphUrl, WHATSAPP_SANDBOX } from './sandbox/sandbox-config.ts';
import { createSmsProvider, parseDltTemplateIds, withSmsFallback } from './sms.ts';
import { createWhatsAppCloudProvider } from './whatsapp-cloud.ts';

/** The WhatsApp adapter pointed at Meta or at the sandbox platform (with SMS behind it when configured); null when off. */
export function createMessagingProvider(
  app: Pick<FastifyInstance, 'inject' | 'server'>,
  env: Env,
): MessagingProvider | null {
  if (env.MESSAGING_PROVIDER === 'off') return null;
  if (env.MESSAGING_PROVIDER === 'sandbox') {
    const { phoneNumberId, accessToken, appSecret, verifyToken, version } = WHATSAPP_SANDBOX;
    return createWhatsAppCloudProvider({
      graphUrl: sandboxGraphUrl(env),
      version,
      phoneNumberId,
      accessToken,
      appSecret,
      verifyToken,
      fetch: selfFetch(app),
    });
  }
  const whatsapp = createWhatsAppCloudProvider({
    graphUrl: env.WHATSAPP_GRAPH_URL,
    version: env.WHATSAPP_API_VERSION,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
    accessToken: env.WHATSAPP_ACCESS_TOKEN ?? '',
    appSecret: env.WHATSAPP_APP_SECRET ?? '',
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? '',
  });
  const sms = env.SMS_API_URL
    ? createSmsProvider({
        apiUrl: env.SMS_API_URL,
        apiKey: env.SMS_API_KEY ?? '',
        senderId: env.SMS_SENDER_ID,
        dltEntityId: env.SMS_DLT_ENTITY_ID ?? '',
        dltTemplateIds: parseDltTemplateIds(env.SMS_DLT_TEMPLATE_IDS),
      })
    : null;
  return withSmsFallback(whatsapp, sms);
}
