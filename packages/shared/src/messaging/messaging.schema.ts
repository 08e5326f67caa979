import { z } from 'zod';

/** The shopper's WhatsApp consent as the account and checkout read and save it. */
export const whatsappConsent = z.object({ consent: z.boolean(), grantedAt: z.string().nullable() });
export type WhatsappConsent = z.infer<typeof whatsappConsent>;
export const whatsappConsentBody = z.object({ consent: z.boolean() });

export const codConfirmationStats = z.object({
  asked: z.number(),
  confirmed: z.number(),
  cancelled: z.number(),
  /** Confirmed of asked and answered, in per cent; null before the first answer. */
  ratePercent: z.number().nullable(),
});
export type CodConfirmationStats = z.infer<typeof codConfirmationStats>;

/** Whether COD is offered to this shopper (the prepaid-only rule); the page words why not (codPrepaidOnly). */
export const codEligibility = z.object({ prepaidOnly: z.boolean() });
export type CodEligibility = z.infer<typeof codEligibility>;
