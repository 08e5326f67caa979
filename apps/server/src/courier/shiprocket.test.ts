import { describe, expect, it } from 'vitest';
import { injectFetch } from '../payments/inject-fetch.ts';
import { pdfPages } from '../test/pdf-text.ts';
import { useTestApp } from '../test/test-app.ts';
import { CourierError, type CreateShipmentInput } from './courier.ts';
import { COURIER_SANDBOX, courierSandboxUrl } from './sandbox/courier-sandbox-config.ts';
import { createShiprocketCourier } from './shiprocket.ts';

const t = useTestApp();

/** The real adapter against the sandbox courier, with a clock the test moves. */
function adapter(
  clock = { now: Date.now() },
  overrides: Partial<Record<'password' | 'webhookToken' | 'pickupLocation', string>> = {},
) {
  return createShiprocketCourier({
    ...COURIER_SANDBOX,
    ...overrides,
    apiUrl: courierSandboxUrl(t.env),
    fetch: injectFetch(t.app),
    now: () => clock.now,
  });
}

let n = 0;
const shipmentInput = (pin = '110001', codAmountPaise = 0): CreateShipmentInput => ({
  orderId: `adapter-order-${Date.now()}-${n++}`,
  orderLabel: `ORD${9000 + n}`,
  orderDate: new Date(),
  to: {
    name: 'Asha Rao',
    phone: '9876543210',
    email: 'asha@example.in',
    address: '12-3, MG Road',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: pin,
  },
  items: [{ name: 'Cotton Night Suit', sku: 'sku-1', units: 1, sellingPricePaise: 129_900 }],
  codAmountPaise,
  subTotalPaise: 129_900,
  weightGrams: 500,
});

const pickup = { pickupPincode: '500034', weightGrams: 500, cod: false };

describe('Shiprocket adapter (shiprocket.ts) against the sandbox courier', () => {
  it('answers serviceability from the table: metro 2–3 days, elsewhere 4–7, prepaid-only and unserved PINs', async () => {
    const courier = adapter();
    expect(await courier.serviceability({ ...pickup, deliveryPincode: '500081' })).toMatchObject({
      serviceable: true,
      codAvailable: true,
      estimatedDays: 2,
    });
    expect(await courier.serviceability({ ...pickup, deliveryPincode: '110001' })).toMatchObject({
      serviceable: true,
      codAvailable: true,
      estimatedDays: 3,
    });
    const town = await courier.serviceability({ ...pickup, deliveryPincode: '226001' });
    expect(town.serviceable && town.estimatedDays).toBeGreaterThanOrEqual(4);
    expect(town.serviceable && town.estimatedDays).toBeLessThanOrEqual(7);
    expect(await courier.serviceability({ ...pickup, deliveryPincode: '190001' })).toMatchObject({
      serviceable: true,
      codAvailable: false,
    });
    expect(await courier.serviceability({ ...pickup, deliveryPincode: '744101' })).toEqual({ serviceable: false });
  });

  it('reports refused credentials and an unreachable courier as clear errors', async () => {
    const courier = adapter();
    await Promise.all(
      ['110001', '400001', '560001'].map((pin) => courier.serviceability({ ...pickup, deliveryPincode: pin })),
    );
    const wrong = adapter(undefined, { password: 'nope' });
    await expect(wrong.serviceability({ ...pickup, deliveryPincode: '110001' })).rejects.toThrow(
      /Shiprocket login failed: HTTP 401 Invalid email and password/,
    );
    const offline = createShiprocketCourier({ ...COURIER_SANDBOX, apiUrl: 'http://127.0.0.1:9' });
    await expect(offline.serviceability({ ...pickup, deliveryPincode: '110001' })).rejects.toBeInstanceOf(CourierError);
  });

  it('creates a shipment with an AWB once per order, makes one 4×6 label PDF for many, requests pickup, cancels', async () => {
    const courier = adapter();
    const first = shipmentInput('110001');
    const a = await courier.createShipment(first);
    expect(a.awb).toMatch(/^\d{14}$/);
    expect(await courier.createShipment(first)).toEqual(a);
    const b = await courier.createShipment(shipmentInput('226001', 134_800));

    const pdf = await courier.labels([a.shipmentId, b.shipmentId]);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`AWB ${a.awb}`);
    expect(pages[0]).toContain('PREPAID');
    expect(pages[0]).toContain('PIN 110001');
    expect(pages[1]).toContain('COD Rs.');
    expect(pages[1]).toContain('Nidra');
    // 4×6 inches is 288×432 points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 288 432\]/);

    await courier.requestPickup([a.shipmentId, b.shipmentId]);
    await courier.cancel([b.providerOrderId]);
    const desk = await t.app.inject({ method: 'GET', url: '/sandbox/courier' });
    expect(desk.body).toContain(`AWB ${a.awb}`);
    expect(desk.body).toContain('pickup requested');
    expect(desk.body).toContain('Cancelled by the shop.');
  });

  it('refuses a COD shipment to a prepaid-only PIN and an unknown pickup location', async () => {
    await expect(adapter().createShipment(shipmentInput('190001', 129_900))).rejects.toThrow(/not serviceable/);
    const elsewhere = adapter(undefined, { pickupLocation: 'Warehouse 9' });
    await expect(elsewhere.createShipment(shipmentInput())).rejects.toThrow(/Wrong Pickup location/);
  });

  it('tracks scans and takes NDR actions only while an attempt is open', async () => {
    const courier = adapter();
    const s = await courier.createShipment(shipmentInput('400001'));
    expect(await courier.track(s.awb)).toEqual([]);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const step = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox/courier/shipments/${s.awb}/advance`,
        headers: form,
        payload: body,
      });
    expect((await step('step=PICKED_UP')).statusCode).toBe(303);
    await expect(courier.ndrAction(s.awb, { action: 'RTO' })).rejects.toMatchObject({ httpStatus: 400 });
    await step('step=NDR&reason=ADDRESS_INCOMPLETE');
    await courier.ndrAction(s.awb, {
      action: 'REATTEMPT',
      phone: '9123456780',
      address: 'Landmark: opposite the temple',
    });
    const events = await courier.track(s.awb);
    expect(events.map((e) => e.state)).toEqual(['NDR', 'PICKED_UP']);
    expect(events[0].label).toBe('Address incomplete or not found');
    expect(events[0].at.getTime()).toBeGreaterThan(events[1].at.getTime());
    const desk = await t.app.inject({ method: 'GET', url: '/sandbox/courier' });
    expect(desk.body).toContain('phone 9123456780');
  });

  it('accepts a webhook only with the x-api-key token and reads its status, time and NDR reason', () => {
    const courier = adapter();
    const body = {
      awb: 19041424751540,
      order_id: 'our-order',
      current_status: 'UNDELIVERED',
      current_status_id: 21,
      shipment_status_id: 21,
      current_timestamp: '26 11 2026 14:05:09',
      scans: [{ date: '2026-11-26 14:05:09', activity: 'Customer refused delivery', location: 'Mumbai' }],
    };
    const ok = courier.verifyWebhook(COURIER_SANDBOX.webhookToken, body);
    expect(ok).toEqual({
      ok: true,
      event: {
        key: '19041424751540:21:26 11 2026 14:05:09',
        awb: '19041424751540',
        orderId: 'our-order',
        state: 'NDR',
        label: 'Customer refused delivery',
        location: 'Mumbai',
        at: new Date('2026-11-26T08:35:09.000Z'),
        ndrReason: 'REFUSED',
      },
    });
    expect(courier.verifyWebhook('wrong', body)).toEqual({ ok: false, reason: 'unauthorized' });
    expect(courier.verifyWebhook(undefined, body)).toEqual({ ok: false, reason: 'unauthorized' });
    expect(courier.verifyWebhook(COURIER_SANDBOX.webhookToken, { awb: 1 })).toEqual({ ok: false, reason: 'invalid' });
    expect(
      courier.verifyWebhook(COURIER_SANDBOX.webhookToken, {
        ...body,
        current_status_id: 19,
        current_status: 'OUT FOR PICKUP',
      }),
    ).toEqual({
      ok: false,
      reason: 'ignored',
    });
    expect(adapter(undefined, { webhookToken: '' }).verifyWebhook('', body).ok).toBe(false);
  });
});
