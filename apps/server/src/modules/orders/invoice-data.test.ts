import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { buildInvoiceData, type InvoiceItem, type InvoiceOrder, SHIPPING_SAC } from './invoice-data.ts';

const env = loadEnv({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/nidra-invoice-data', STORE_STATE: 'Telangana' });

function orderTo(state: string, shippingFee = 8_000): InvoiceOrder {
  return {
    orderNumber: 1042,
    invoiceNumber: 'NID/26-27/000007',
    invoiceDate: new Date('2026-05-14T10:00:00Z'),
    transactionId: 'OM123',
    buyerName: 'Asha Rao',
    shippingAddress: `Asha Rao, 12-3, MG Road, Somewhere, ${state} - 500001, India. Phone: 9876543210`,
    shippingState: state,
    mobile: '9876543210',
    shippingFee,
  };
}

const items: InvoiceItem[] = [
  { name: 'Night suit', hsn: '6208', quantity: 3, price: 124_900 },
  { name: 'Kaftan', hsn: '6208', quantity: 1, price: 349_900 },
];

describe('buildInvoiceData', () => {
  it('splits tax into CGST + SGST within Telangana and adds up to the paisa', () => {
    const d = buildInvoiceData(orderTo('Telangana'), items, env);
    expect(d.intraState).toBe(true);
    expect(d.placeOfSupply).toBe('Telangana (36)');
    expect(d.seller).toMatchObject({ gstin: env.STORE_GSTIN, stateCode: '36' });
    expect(d.lines.every((l) => l.igstPaise === 0 && l.cgstPaise > 0 && l.sgstPaise === l.cgstPaise)).toBe(true);
    expect(d.lines[0]).toEqual({
      description: 'Night suit',
      hsn: '6208',
      quantity: 3,
      unitPaise: 124_900,
      grossPaise: 374_700,
      discountPaise: 0,
      taxablePaise: 356_858,
      ratePercent: 5,
      cgstPaise: 8_921,
      sgstPaise: 8_921,
      igstPaise: 0,
      totalPaise: 374_700,
    });
    expect(d.totals.totalPaise).toBe(3 * 124_900 + 349_900 + 8_000);
    expect(d.totals.igstPaise).toBe(0);
    expect(d.totals.taxablePaise + d.totals.cgstPaise + d.totals.sgstPaise).toBe(d.totals.totalPaise);
    expect(d.amountInWords).toBe('Rupees Seven Thousand Three Hundred Twenty-Six Only');
  });

  it('charges IGST alone for another state, with its state code', () => {
    const d = buildInvoiceData(orderTo('Karnataka'), items, env);
    expect(d.intraState).toBe(false);
    expect(d.placeOfSupply).toBe('Karnataka (29)');
    expect(d.buyer).toMatchObject({ name: 'Asha Rao', state: 'Karnataka', stateCode: '29', phone: '9876543210' });
    expect(d.buyer.address).toBe('12-3, MG Road, Somewhere, Karnataka - 500001, India');
    expect(d.totals.cgstPaise + d.totals.sgstPaise).toBe(0);
    expect(d.totals.taxablePaise + d.totals.igstPaise).toBe(d.totals.totalPaise);
  });

  it('takes the rate per piece: 5 % up to ₹2 500 taxable, 18 % above', () => {
    const atLimit = 262_500; // 2 625.00 incl. 5 % = 2 500.00 taxable
    const d = buildInvoiceData(
      orderTo('Karnataka', 0),
      [
        { name: 'At the limit', hsn: '6208', quantity: 4, price: atLimit },
        { name: 'One paisa above', hsn: '6208', quantity: 1, price: atLimit + 1 },
      ],
      env,
    );
    expect(d.lines.map((l) => l.ratePercent)).toEqual([5, 18]);
    expect(d.lines[0].taxablePaise).toBe(4 * 250_000);
    expect(d.lines[1].taxablePaise).toBe(Math.round(((atLimit + 1) * 100) / 118));
    expect(d.lines).toHaveLength(2); // no shipping line for a free delivery
  });

  it('invoices shipping under SAC 996812 at the principal supply’s (highest) rate', () => {
    const low = buildInvoiceData(orderTo('Telangana', 5_000), [items[0]], env);
    expect(low.lines.at(-1)).toMatchObject({ hsn: SHIPPING_SAC, quantity: 1, unitPaise: 5_000, ratePercent: 5 });
    const mixed = buildInvoiceData(orderTo('Telangana', 5_000), items, env);
    expect(mixed.lines.at(-1)).toMatchObject({ hsn: SHIPPING_SAC, ratePercent: 18, taxablePaise: 4_238 });
    // ₹50 at 18 % within the state: ₹7.62 of tax, ₹3.81 each.
    expect(mixed.lines.at(-1)).toMatchObject({ cgstPaise: 381, sgstPaise: 381 });
  });

  it('keeps taxable + tax = inclusive amount and CGST = SGST on every line for many prices', () => {
    for (let price = 1; price < 600_000; price += 7_919) {
      for (const state of ['Telangana', 'Delhi']) {
        const d = buildInvoiceData(orderTo(state, 8_000), [{ name: 'x', hsn: '6208', quantity: 3, price }], env);
        for (const l of d.lines) {
          expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
          expect(l.cgstPaise).toBe(l.sgstPaise);
        }
        expect(d.totals.cgstPaise).toBe(d.totals.sgstPaise);
        expect(d.totals.totalPaise).toBe(price * 3 + 8_000);
      }
    }
  });

  it('reads the state from the joined address when the order has none, else uses the store’s', () => {
    const fromText = buildInvoiceData({ ...orderTo('Kerala'), shippingState: '' }, items, env);
    expect(fromText.placeOfSupply).toBe('Kerala (32)');
    expect(fromText.intraState).toBe(false);
    const unknown = buildInvoiceData(
      { ...orderTo('Kerala'), shippingState: '', shippingAddress: 'somewhere' },
      items,
      env,
    );
    expect(unknown.placeOfSupply).toBe('Telangana (36)');
  });

  it('taxes a discounted line on its value after the discount, in the slab of its discounted price', () => {
    // ₹2,799 a piece is in the 18 % slab; ₹559.80 off two pieces brings each to ₹2,519.10 (5 %).
    const d = buildInvoiceData(
      { ...orderTo('Telangana'), shippingFee: 0 },
      [{ name: 'Silk night suit', hsn: '6208', quantity: 2, price: 279_900, discount: 55_980 }],
      env,
    );
    expect(d.lines).toEqual([
      expect.objectContaining({
        grossPaise: 559_800,
        discountPaise: 55_980,
        ratePercent: 5,
        totalPaise: 503_820,
        taxablePaise: 479_828,
        cgstPaise: 11_996,
        sgstPaise: 11_996,
      }),
    ]);
    expect(d.totals.totalPaise).toBe(503_820);
  });
});
