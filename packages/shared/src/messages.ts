import { shopperMessages } from './shopper.messages.ts';
import { staffMessages } from './staff.messages.ts';

/**
 * Every user-visible string of the specification, kept once. Deviations: DESIGN §13. The shopper's
 * words and the staff's live in modules of their own (`shopper.messages.ts`, `staff.messages.ts`), so
 * that a storefront page, which reads its words from its language's catalogue, carries no back-office
 * text; this object is both, for the server, the back office and the shared rules.
 */
export const messages = { ...shopperMessages, ...staffMessages } as const;
