import { describe, expect, it } from 'vitest';
import { gstRateForLine, splitTax } from '../orders/gst.rules.ts';
import { canMoveReturn, canRequestReturn, creditForReturnedPieces, IFSC, maskPayout, UPI_ID } from './return.rules.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('the return window', () => {
  const deliveredAt = new Date('2026-11-01T10:00:00Z');
  const at = (ms: number) => new Date(deliveredAt.getTime() + ms);
  it('is open until RETURN_WINDOW_DAYS after delivery, inclusive, and only for delivered orders', () => {
    const order = { orderStatus: 'DELIVERED', deliveredAt };
    expect(canRequestReturn(order, 15, at(15 * DAY))).toBe(true);
    expect(canRequestReturn(order, 15, at(15 * DAY + 1))).toBe(false);
    expect(canRequestReturn(order, 30, at(20 * DAY))).toBe(true);
    expect(canRequestReturn({ orderStatus: 'DISPATCHED', deliveredAt }, 15, at(DAY))).toBe(false);
    expect(canRequestReturn({ orderStatus: 'DELIVERED', deliveredAt: null }, 15, at(DAY))).toBe(false);
  });
});

describe('the state machine', () => {
  it('moves forward only, and a closed request nowhere', () => {
    expect(canMoveReturn('REQUESTED', 'PICKUP_SCHEDULED')).toBe(true);
    expect(canMoveReturn('PICKUP_SCHEDULED', 'RECEIVED')).toBe(true);
    expect(canMoveReturn('REQUESTED', 'RECEIVED')).toBe(false);
    expect(canMoveReturn('REFUNDED', 'REJECTED')).toBe(false);
    expect(canMoveReturn('RECEIVED', 'REFUNDED')).toBe(true);
  });
});

describe('the credit for returned pieces', () => {
  // Lines with offers (ADR 0023): unit price, pieces, discount on the whole line.
  const lines = [
    { price: 99_900, quantity: 3, discount: 29_970 },
    { price: 124_900, quantity: 7, discount: 87_431 },
    { price: 299_900, quantity: 2, discount: 60_000 },
    { price: 59_900, quantity: 1, discount: 0 },
    { price: 262_500, quantity: 4, discount: 1 },
  ];
  const partitions = (n: number): number[][] =>
    n === 0 ? [[]] : Array.from({ length: n }, (_, i) => i + 1).flatMap((k) => partitions(n - k).map((p) => [k, ...p]));

  it('adds up to the invoice line to the paisa, however the pieces come back', () => {
    for (const intra of [true, false])
      for (const line of lines) {
        const net = line.price * line.quantity - line.discount;
        const whole = splitTax(net, gstRateForLine(net, line.quantity), intra);
        for (const parts of partitions(line.quantity)) {
          let before = 0;
          const sum = { total: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
          for (const q of parts) {
            const c = creditForReturnedPieces(line, before, q, intra);
            expect(c.totalPaise).toBe(c.taxablePaise + c.cgstPaise + c.sgstPaise + c.igstPaise);
            sum.total += c.totalPaise;
            sum.taxable += c.taxablePaise;
            sum.cgst += c.cgstPaise;
            sum.sgst += c.sgstPaise;
            sum.igst += c.igstPaise;
            before += q;
          }
          expect(sum).toEqual({
            total: net,
            taxable: whole.taxablePaise,
            cgst: whole.cgst,
            sgst: whole.sgst,
            igst: whole.igst,
          });
        }
      }
  });

  it('credits a whole line returned at once exactly as the invoice line', () => {
    const line = lines[1];
    const net = line.price * line.quantity - line.discount;
    const c = creditForReturnedPieces(line, 0, line.quantity, true);
    const s = splitTax(net, gstRateForLine(net, line.quantity), true);
    expect([c.taxablePaise, c.cgstPaise, c.sgstPaise]).toEqual([s.taxablePaise, s.cgst, s.sgst]);
  });
});

describe('payout details', () => {
  it('knows a UPI ID and an IFSC, and masks both', () => {
    expect(UPI_ID.test('asha.rao@okaxis')).toBe(true);
    expect(UPI_ID.test('asha rao@okaxis')).toBe(false);
    expect(IFSC.test('SBIN0001234')).toBe(true);
    expect(IFSC.test('SBIN1001234')).toBe(false);
    expect(maskPayout({ kind: 'UPI', upiId: 'asha.rao@okaxis' })).toBe('as••••••@okaxis');
    expect(maskPayout({ kind: 'BANK', accountNumber: '001234567890', ifsc: 'HDFC0000123' })).toBe(
      'A/c ••••7890 · HDFC0000123',
    );
  });
});
