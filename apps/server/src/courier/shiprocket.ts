import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { providerHttp } from '../lib/provider-http.ts';
import {
  type Courier,
  CourierError,
  type CourierWebhookCheck,
  type CreatedShipment,
  type CreateShipmentInput,
  type FetchFn,
  type TrackingEvent,
} from './courier.ts';
import { ndrReasonOf, parseShiprocketTime, stateOfStatus } from './shiprocket-status.ts';

type ShiprocketOptions = {
  email: string;
  password: string;
  /** Base of /v1/external/…, e.g. https://apiv2.shiprocket.in. */
  apiUrl: string;
  /** The pickup location's name as set up at the courier ("Primary"). */
  pickupLocation: string;
  /** The token the courier puts in the webhook's x-api-key header. */
  webhookToken: string;
  fetch?: FetchFn;
  timeoutMs?: number;
  now?: () => number;
};

// Shiprocket's tokens last 240 hours; renewing after 9 days keeps clear of the edge.
const TOKEN_LIFE_MS = 9 * 24 * 3600_000;

const loginResponse = z.object({ token: z.string().min(1) });
const courierCompany = z.looseObject({
  courier_name: z.string(),
  estimated_delivery_days: z.union([z.string(), z.number()]).transform(Number),
  cod: z.union([z.number(), z.boolean()]).transform(Boolean),
});
const serviceabilityResponse = z.looseObject({
  status: z.number().optional(),
  data: z.looseObject({ available_courier_companies: z.array(courierCompany) }).optional(),
});
const createResponse = z.looseObject({
  order_id: z.union([z.number(), z.string()]),
  shipment_id: z.union([z.number(), z.string()]),
});
const awbResponse = z.looseObject({
  awb_assign_status: z.number(),
  response: z.object({ data: z.looseObject({ awb_code: z.string().min(1), courier_name: z.string() }) }),
});
const labelResponse = z.looseObject({ label_created: z.number(), label_url: z.string().url() });
const pickupResponse = z.looseObject({ pickup_status: z.number() });
const trackResponse = z.looseObject({
  tracking_data: z.looseObject({
    shipment_track_activities: z
      .array(
        z.looseObject({
          date: z.string(),
          activity: z.string(),
          location: z.string().default(''),
          'sr-status': z.union([z.string(), z.number()]).optional(),
          'sr-status-label': z.string().optional(),
        }),
      )
      .nullable()
      .default([]),
  }),
});
const webhookBody = z.looseObject({
  awb: z.union([z.string(), z.number()]).transform(String),
  order_id: z.union([z.string(), z.number()]).transform(String).optional(),
  current_status: z.string().optional(),
  current_status_id: z.coerce.number().optional(),
  shipment_status_id: z.coerce.number().optional(),
  current_timestamp: z.string(),
  scans: z
    .array(
      z.looseObject({ date: z.string().optional(), activity: z.string().optional(), location: z.string().optional() }),
    )
    .default([]),
});

/** The parcel as a forward shipment and a reverse pickup both describe it: pieces, value, box and weight. */
function parcelFields(parcel: Pick<CreateShipmentInput, 'items' | 'subTotalPaise' | 'weightGrams'>) {
  return {
    order_items: parcel.items.map((i) => ({
      name: i.name,
      sku: i.sku,
      units: i.units,
      selling_price: i.sellingPricePaise / 100,
    })),
    sub_total: parcel.subTotalPaise / 100,
    // One box size (cm) for every parcel, out or back.
    length: 30,
    breadth: 25,
    height: 5,
    weight: parcel.weightGrams / 1000,
  };
}

/** A full name as Shiprocket's first and last name fields take it. */
function splitName(name: string): [string, string] {
  const [first, ...rest] = name.trim().split(/\s+/);
  return [first ?? '', rest.join(' ')];
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const id = (v: string | number) => String(v);
const ids = (list: string[]) => list.map((s) => (/^\d+$/.test(s) ? Number(s) : s));

/** The real Shiprocket adapter: token login (cached, single-flight), serviceability, order + AWB, label, pickup, tracking, NDR, webhook check. */
export function createShiprocketCourier(opts: ShiprocketOptions): Courier {
  const doFetch = opts.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const now = opts.now ?? Date.now;
  const expectedToken = sha256(opts.webhookToken);
  let token: { value: string; refreshAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const { send, call, parse } = providerHttp({
    name: 'Shiprocket',
    fetch: doFetch,
    timeoutMs,
    error: (message, status) => new CourierError(message, status),
  });

  async function login(): Promise<string> {
    const body = await call('login', `${opts.apiUrl}/v1/external/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: opts.email, password: opts.password }),
    });
    const t = parse('login', loginResponse, body);
    token = { value: t.token, refreshAt: now() + TOKEN_LIFE_MS };
    return t.token;
  }

  /** One token for every call until it is old; concurrent callers share one login. */
  function accessToken(): Promise<string> {
    if (token && now() < token.refreshAt) return Promise.resolve(token.value);
    pending ??= login().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function authorized(what: string, path: string, init: RequestInit = {}, retry = true): Promise<unknown> {
    const bearer = await accessToken();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${bearer}` };
    try {
      return await call(what, `${opts.apiUrl}${path}`, { ...init, headers });
    } catch (err) {
      // A token revoked before its time: log in again once.
      if (retry && err instanceof CourierError && err.httpStatus === 401) {
        if (token?.value === bearer) token = null;
        return authorized(what, path, init, false);
      }
      throw err;
    }
  }

  const post = (what: string, path: string, body: unknown) =>
    authorized(what, path, { method: 'POST', body: JSON.stringify(body) });

  /** An AWB for the shipment (or return) just created at the courier: the tracking number and both ids. */
  async function assignAwb(
    what: string,
    created: z.infer<typeof createResponse>,
    extra: Record<string, unknown>,
  ): Promise<CreatedShipment> {
    const body = { shipment_id: created.shipment_id, ...extra };
    const data = parse(what, awbResponse, await post(what, '/v1/external/courier/assign/awb', body)).response.data;
    return {
      awb: data.awb_code,
      providerOrderId: id(created.order_id),
      shipmentId: id(created.shipment_id),
      courierName: data.courier_name,
    };
  }

  return {
    async serviceability(input) {
      const q = new URLSearchParams({
        pickup_postcode: input.pickupPincode,
        delivery_postcode: input.deliveryPincode,
        weight: String(input.weightGrams / 1000),
        cod: input.cod ? '1' : '0',
      });
      let body: unknown;
      try {
        body = await authorized('serviceability', `/v1/external/courier/serviceability?${q}`, { method: 'GET' });
      } catch (err) {
        // Shiprocket answers an unserved PIN with 404.
        if (err instanceof CourierError && err.httpStatus === 404) return { serviceable: false };
        throw err;
      }
      const s = parse('serviceability', serviceabilityResponse, body);
      const couriers = s.data?.available_courier_companies ?? [];
      if (s.status === 404 || couriers.length === 0) return { serviceable: false };
      const fastest = [...couriers].sort((a, b) => a.estimated_delivery_days - b.estimated_delivery_days)[0];
      return {
        serviceable: true,
        codAvailable: couriers.some((c) => c.cod),
        estimatedDays: fastest.estimated_delivery_days,
        courierName: fastest.courier_name,
      };
    },

    async createShipment(input) {
      const [first, last] = splitName(input.to.name);
      const created = parse(
        'create order',
        createResponse,
        await post('create order', '/v1/external/orders/create/adhoc', {
          order_id: input.orderId,
          order_date: input.orderDate.toISOString().slice(0, 16).replace('T', ' '),
          pickup_location: opts.pickupLocation,
          comment: input.orderLabel,
          billing_customer_name: first,
          billing_last_name: last,
          billing_address: input.to.address,
          billing_city: input.to.city,
          billing_pincode: input.to.pincode,
          billing_state: input.to.state,
          billing_country: 'India',
          billing_email: input.to.email,
          billing_phone: input.to.phone,
          shipping_is_billing: true,
          payment_method: input.codAmountPaise > 0 ? 'COD' : 'Prepaid',
          ...parcelFields(input),
        }),
      );
      return assignAwb('assign AWB', created, {});
    },

    async createReturnPickup(input) {
      const [pickupFirst, pickupLast] = splitName(input.from.name);
      const created = parse(
        'create return',
        createResponse,
        await post('create return', '/v1/external/orders/create/return', {
          order_id: input.returnId,
          order_date: input.requestedAt.toISOString().slice(0, 10),
          pickup_customer_name: pickupFirst,
          pickup_last_name: pickupLast,
          pickup_address: input.from.address,
          pickup_city: input.from.city,
          pickup_state: input.from.state,
          pickup_country: 'India',
          pickup_pincode: input.from.pincode,
          pickup_email: input.from.email,
          pickup_phone: input.from.phone,
          shipping_customer_name: input.to.name,
          shipping_address: input.to.address,
          shipping_city: input.to.city,
          shipping_state: input.to.state,
          shipping_country: 'India',
          shipping_pincode: input.to.pincode,
          shipping_email: input.to.email,
          shipping_phone: input.to.phone,
          payment_method: 'Prepaid',
          ...parcelFields(input),
        }),
      );
      return assignAwb('assign return AWB', created, { is_return: 1 });
    },

    async labels(shipmentIds) {
      const made = parse(
        'label',
        labelResponse,
        await post('label', '/v1/external/courier/generate/label', { shipment_id: ids(shipmentIds) }),
      );
      const res = await send('label download', made.label_url, { method: 'GET' });
      const pdf = Buffer.from(await res.arrayBuffer());
      if (!res.ok || pdf.subarray(0, 5).toString() !== '%PDF-')
        throw new CourierError(`Shiprocket label download failed: HTTP ${res.status}`, res.status);
      return pdf;
    },

    async requestPickup(shipmentIds) {
      parse(
        'pickup',
        pickupResponse,
        await post('pickup', '/v1/external/courier/generate/pickup', { shipment_id: ids(shipmentIds) }),
      );
    },

    async cancel(providerOrderIds) {
      await post('cancel', '/v1/external/orders/cancel', { ids: ids(providerOrderIds) });
    },

    async track(awb) {
      const body = await authorized('track', `/v1/external/courier/track/awb/${encodeURIComponent(awb)}`, {
        method: 'GET',
      });
      const t = parse('track', trackResponse, body);
      return (t.tracking_data.shipment_track_activities ?? []).map(
        (a): TrackingEvent => ({
          state: stateOfStatus(a['sr-status'] === undefined ? undefined : Number(a['sr-status']), a['sr-status-label']),
          label: a.activity,
          location: a.location,
          at: parseShiprocketTime(a.date) ?? new Date(0),
        }),
      );
    },

    async ndrAction(awb, action) {
      const body =
        action.action === 'RTO'
          ? { action: 'return', comments: action.comment ?? 'Return to origin' }
          : {
              action: 're-attempt',
              comments: action.comment ?? 'Please deliver again',
              ...(action.phone ? { phone: action.phone } : {}),
              ...(action.address ? { address1: action.address } : {}),
            };
      await post('NDR action', `/v1/external/ndr/${encodeURIComponent(awb)}/action`, body);
    },

    verifyWebhook(given, body): CourierWebhookCheck {
      if (!opts.webhookToken) return { ok: false, reason: 'unauthorized' };
      // Hashing both sides gives equal lengths, so timingSafeEqual never throws and leaks nothing.
      if (!timingSafeEqual(sha256(given ?? ''), expectedToken)) return { ok: false, reason: 'unauthorized' };
      const parsed = webhookBody.safeParse(body);
      if (!parsed.success) return { ok: false, reason: 'invalid' };
      const p = parsed.data;
      const at = parseShiprocketTime(p.current_timestamp);
      if (!at) return { ok: false, reason: 'invalid' };
      const statusId = p.current_status_id ?? p.shipment_status_id;
      const state = stateOfStatus(statusId, p.current_status);
      if (!state) return { ok: false, reason: 'ignored' };
      const scan = p.scans.at(-1);
      const label = scan?.activity ?? p.current_status ?? state;
      return {
        ok: true,
        event: {
          key: `${p.awb}:${statusId ?? state}:${p.current_timestamp}`,
          awb: p.awb,
          orderId: p.order_id ?? null,
          state,
          label,
          location: scan?.location ?? '',
          at,
          ndrReason: state === 'NDR' ? ndrReasonOf(label) : null,
        },
      };
    },
  };
}
