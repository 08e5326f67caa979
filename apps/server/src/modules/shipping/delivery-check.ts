import { deliveryDate } from '@nidra/shared/shipping/shipment.rules';
import { shippingMessages } from '@nidra/shared/shipping/shipping.messages';
import type { DeliveryCheck } from '@nidra/shared/shipping/shipping.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import { type Courier, CourierError } from '../../courier/courier.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

// A parcel of nightwear: what the courier is asked about before an order exists.
const PARCEL_GRAMS = 500;
const CACHE_MS = 60 * 60_000;
const CACHE_MAX = 5000;

/** The PIN code a shipping address text names: the last 6-digit group (joinAddress puts it before the country). */
export const pinOfText = (text: string): string | null => text.match(/\b[1-9]\d{5}\b/g)?.at(-1) ?? null;

/**
 * Whether the courier delivers to a PIN, collects cash there, and by which day (India time); one
 * answer per PIN is kept for an hour, since every product page and checkout asks.
 */
export function createDeliveryCheck({ env, courier, log }: { env: Env; courier: Courier; log: FastifyBaseLogger }) {
  const cache = new Map<string, { at: number; answer: Promise<DeliveryCheck> }>();

  async function ask(pin: string): Promise<DeliveryCheck> {
    const s = await courier.serviceability({
      pickupPincode: env.PICKUP_PINCODE,
      deliveryPincode: pin,
      weightGrams: PARCEL_GRAMS,
      cod: false,
    });
    if (!s.serviceable) return { pin, serviceable: false, codAvailable: false, estimatedDays: null, deliveryBy: null };
    const { codAvailable, estimatedDays } = s;
    return { pin, serviceable: true, codAvailable, estimatedDays, deliveryBy: deliveryDate(estimatedDays) };
  }

  async function check(pin: string): Promise<DeliveryCheck> {
    const hit = cache.get(pin);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.answer;
    const answer = ask(pin);
    cache.set(pin, { at: Date.now(), answer });
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
    try {
      return await answer;
    } catch (err) {
      cache.delete(pin);
      if (err instanceof CourierError) throw new AppError(502, shippingMessages.courierUnavailable);
      throw err;
    }
  }

  return {
    check,
    /**
     * Checkout's gate, asked before any transaction: an address the courier does not serve (or cash
     * on delivery where it collects none) is a clear 400. Answers the PIN it checked, which the order
     * placed must ship to; undefined when the courier could not be asked, for a courier that is down
     * must not stop the shop from selling (staff see the address when they book the parcel).
     */
    async gate(addressText: string, cod: boolean): Promise<string | null | undefined> {
      const pin = pinOfText(addressText);
      if (!pin) return null;
      let answer: DeliveryCheck;
      try {
        answer = await check(pin);
      } catch (err) {
        if (!(err instanceof AppError && err.status === 502)) throw err;
        log.warn({ pin }, 'courier unreachable: checkout goes on without its delivery check');
        return undefined;
      }
      if (!answer.serviceable) throw badRequest(shippingMessages.pinNotServiceable);
      if (cod && !answer.codAvailable) throw badRequest(shippingMessages.codNotAvailableAtCheckout);
      return pin;
    },
  };
}

export type DeliveryCheckService = ReturnType<typeof createDeliveryCheck>;
