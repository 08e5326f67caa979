import { NDR_REASON_TEXT, NDR_REASONS, type ShipmentState } from '@nidra/shared/shipping/shipment.rules';
import { parseStoreAddress } from '@nidra/shared/store/store.defaults';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../app-context.ts';
import { selfFetch } from '../../payments/inject-fetch.ts';
import type { FetchFn } from '../courier.ts';
import { renderLabels } from './courier-label-pdf.ts';
import { COURIER_SANDBOX } from './courier-sandbox-config.ts';
import { renderCourierDesk } from './courier-sandbox-page.ts';
import { type CourierSandboxStore, createCourierSandboxStore, type SandboxShipment } from './courier-sandbox-store.ts';
import { DELIVERIES, scanFor, webhookPayload } from './courier-sandbox-webhook.ts';
import { sandboxCouriers } from './serviceability-table.ts';

const P = COURIER_SANDBOX.prefix;
const hide = { schema: { hide: true } };
const numericIds = z
  .array(z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]))
  .min(1)
  .max(500);

const loginBody = z.object({ email: z.string(), password: z.string() });
const adhocBody = z.looseObject({
  order_id: z.string().min(1).max(64),
  order_date: z.string(),
  pickup_location: z.string().min(1),
  billing_customer_name: z.string().min(1),
  billing_last_name: z.string().optional(),
  billing_address: z.string().min(3),
  billing_city: z.string().min(1),
  billing_pincode: z.string().regex(/^[1-9]\d{5}$/),
  billing_state: z.string().min(1),
  billing_country: z.string(),
  billing_email: z.string().optional(),
  billing_phone: z.string().regex(/^\d{10}$/),
  shipping_is_billing: z.boolean(),
  order_items: z
    .array(z.object({ name: z.string(), sku: z.string(), units: z.number().int().min(1), selling_price: z.number() }))
    .min(1),
  payment_method: z.enum(['COD', 'Prepaid']),
  sub_total: z.number().min(0),
  length: z.number().positive(),
  breadth: z.number().positive(),
  height: z.number().positive(),
  weight: z.number().positive(),
});
const returnBody = z.looseObject({
  order_id: z.string().min(1).max(64),
  order_date: z.string(),
  pickup_customer_name: z.string().min(1),
  pickup_address: z.string().min(3),
  pickup_city: z.string().min(1),
  pickup_state: z.string().min(1),
  pickup_pincode: z.string().regex(/^[1-9]\d{5}$/),
  pickup_phone: z.string().regex(/^\d{10}$/),
  shipping_customer_name: z.string().min(1),
  shipping_pincode: z.string().regex(/^[1-9]\d{5}$/),
  order_items: z
    .array(z.object({ name: z.string(), sku: z.string(), units: z.number().int().min(1), selling_price: z.number() }))
    .min(1),
  payment_method: z.literal('Prepaid'),
  weight: z.number().positive(),
});
const ndrBody = z.object({
  action: z.enum(['re-attempt', 'return']),
  comments: z.string().max(500).optional(),
  phone: z
    .string()
    .regex(/^\d{10}$/)
    .optional(),
  address1: z.string().max(300).optional(),
});
const stepBody = z.object({
  step: z.enum(['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'NDR', 'RTO_INITIATED', 'RTO_DELIVERED']),
  reason: z.enum(NDR_REASONS).optional(),
  delivery: z.enum(DELIVERIES).default('once'),
});

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status_code: status, message });

/** The local Shiprocket-compatible courier, mounted when COURIER_PROVIDER=sandbox (ADR 0024). */
export async function courierSandboxRoutes(app: App, ctx: AppContext) {
  const store = createCourierSandboxStore(ctx.db);
  const send = selfFetch(app);
  await app.register(async (sb) => {
    sb.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    registerApi(sb, store, ctx);
    registerDesk(sb, store, ctx, send);
  });
}

function registerApi(sb: FastifyInstance, store: CourierSandboxStore, ctx: AppContext) {
  const base = `${ctx.env.PUBLIC_URL}${P}`;
  const authorized = async (req: FastifyRequest, reply: FastifyReply) => {
    if (await store.isValidToken(req.headers.authorization)) return true;
    void fail(reply, 401, 'Token has expired or is invalid');
    return false;
  };

  sb.post(`${P}/v1/external/auth/login`, hide, async (req, reply) => {
    const body = loginBody.safeParse(req.body);
    if (!body.success) return fail(reply, 422, 'email and password are required');
    if (body.data.email !== COURIER_SANDBOX.email || body.data.password !== COURIER_SANDBOX.password)
      return fail(reply, 401, 'Invalid email and password combination');
    const token = await store.issueToken(COURIER_SANDBOX.tokenTtlSeconds);
    return { id: 1, first_name: 'Nidra', last_name: 'API', email: body.data.email, company_id: 1, token };
  });

  sb.get<{ Querystring: Record<string, string> }>(
    `${P}/v1/external/courier/serviceability`,
    hide,
    async (req, reply) => {
      if (!(await authorized(req, reply))) return reply;
      const { pickup_postcode: pickup, delivery_postcode: pin, weight, cod } = req.query;
      if (!/^\d{6}$/.test(pickup ?? '') || !/^\d{6}$/.test(pin ?? '') || !(Number(weight) > 0))
        return fail(reply, 422, 'pickup_postcode, delivery_postcode and weight are required');
      const options = sandboxCouriers(pickup, pin).filter((o) => cod !== '1' || o.cod);
      if (options.length === 0) return fail(reply, 404, 'No courier serviceable for this pincode');
      const today = Date.now();
      return {
        status: 200,
        data: {
          available_courier_companies: options.map((o, i) => ({
            courier_company_id: 10 + i,
            courier_name: o.courierName,
            estimated_delivery_days: String(o.days),
            etd: new Date(today + o.days * 86_400_000).toDateString(),
            cod: o.cod ? 1 : 0,
            rate: 60 + i * 15,
          })),
          recommended_courier_company_id: 10,
        },
      };
    },
  );

  sb.post(`${P}/v1/external/orders/create/adhoc`, hide, async (req, reply) => {
    if (!(await authorized(req, reply))) return reply;
    const body = adhocBody.safeParse(req.body);
    if (!body.success)
      return fail(reply, 422, body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const b = body.data;
    if (b.pickup_location !== COURIER_SANDBOX.pickupLocation) return fail(reply, 422, 'Wrong Pickup location entered');
    const [best] = sandboxCouriers(ctx.env.PICKUP_PINCODE, b.billing_pincode).filter(
      (o) => b.payment_method !== 'COD' || o.cod,
    );
    if (!best) return fail(reply, 422, 'Delivery pincode is not serviceable');
    const s = await store.createOrder(b.order_id, best.courierName, b);
    return { order_id: s.srOrderId, shipment_id: s.shipmentId, status: 'NEW', status_code: 1, awb_code: s.awb ?? '' };
  });

  // A return order (reverse pickup): the courier collects at the shopper's PIN; one per return id.
  sb.post(`${P}/v1/external/orders/create/return`, hide, async (req, reply) => {
    if (!(await authorized(req, reply))) return reply;
    const body = returnBody.safeParse(req.body);
    if (!body.success)
      return fail(reply, 422, body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const b = body.data;
    const [best] = sandboxCouriers(b.pickup_pincode, b.shipping_pincode);
    if (!best) return fail(reply, 422, 'Pickup pincode is not serviceable');
    const s = await store.createOrder(b.order_id, best.courierName, { ...b, is_return: true });
    return { order_id: s.srOrderId, shipment_id: s.shipmentId, status: 'RETURN PENDING', status_code: 21 };
  });

  sb.post(`${P}/v1/external/courier/assign/awb`, hide, async (req, reply) => {
    if (!(await authorized(req, reply))) return reply;
    const id = z.object({ shipment_id: numericIds.element }).safeParse(req.body);
    if (!id.success) return fail(reply, 422, 'shipment_id is required');
    const s = await store.assignAwb(id.data.shipment_id);
    if (!s?.awb) return fail(reply, 404, 'Shipment not found');
    if (s.cancelled) return fail(reply, 400, 'Shipment is cancelled');
    return {
      awb_assign_status: 1,
      response: {
        data: {
          awb_code: s.awb,
          courier_company_id: 10,
          courier_name: s.courierName,
          shipment_id: s.shipmentId,
          order_id: s.srOrderId,
          pickup_scheduled_date: null,
        },
      },
    };
  });

  sb.post(`${P}/v1/external/courier/generate/label`, hide, async (req, reply) => {
    if (!(await authorized(req, reply))) return reply;
    const ids = z.object({ shipment_id: numericIds }).safeParse(req.body);
    if (!ids.success) return fail(reply, 422, 'shipment_id must be a list of shipment ids');
    const found = await store.byShipmentIds(ids.data.shipment_id);
    const missing = ids.data.shipment_id.filter((id) => !found.some((s) => s.shipmentId === id && s.awb));
    if (missing.length > 0) return fail(reply, 400, `No AWB for shipments ${missing.join(', ')}`);
    return {
      label_created: 1,
      label_url: `${base}/labels/${ids.data.shipment_id.join('-')}.pdf`,
      response: '',
      not_created: [],
    };
  });

  // Public, like the courier's label links: anyone holding the URL may print it.
  sb.get<{ Params: { ids: string } }>(`${P}/labels/:ids`, hide, async (req, reply) => {
    const ids = req.params.ids
      .replace(/\.pdf$/, '')
      .split('-')
      .map(Number);
    if (ids.some((n) => !Number.isSafeInteger(n))) return fail(reply, 404, 'No such label');
    const found = await store.byShipmentIds(ids);
    const ordered = ids
      .map((id) => found.find((s) => s.shipmentId === id))
      .filter((s): s is SandboxShipment => !!s?.awb);
    if (ordered.length !== ids.length) return fail(reply, 404, 'No such label');
    const from = [ctx.env.STORE_NAME, ...parseStoreAddress(ctx.env.STORE_ADDRESS)];
    const pdf = await renderLabels(
      ordered.map((s) => {
        const o = s.order as z.infer<typeof adhocBody>;
        return {
          awb: s.awb ?? '',
          courierName: s.courierName,
          orderLabel: String(o.comment ?? o.order_id),
          payment: o.payment_method === 'COD' ? `COD Rs. ${o.sub_total.toLocaleString('en-IN')}` : 'PREPAID',
          to: {
            name: `${o.billing_customer_name} ${o.billing_last_name ?? ''}`.trim(),
            address: o.billing_address,
            city: o.billing_city,
            state: o.billing_state,
            pincode: o.billing_pincode,
            phone: o.billing_phone,
          },
          from,
        };
      }),
    );
    return reply.type('application/pdf').send(pdf);
  });

  sb.post(`${P}/v1/external/courier/generate/pickup`, hide, async (req, reply) => {
    if (!(await authorized(req, reply))) return reply;
    const ids = z.object({ shipment_id: numericIds }).safeParse(req.body);
    if (!ids.success) return fail(reply, 422, 'shipment_id must be a list of shipment ids');
    if ((await store.requestPickup(ids.data.shipment_id)) === 0) return fail(reply, 404, 'Shipment not found');
    return {
      pickup_status: 1,
      response: { pickup_scheduled_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) },
    };
  });

  sb.post(`${P}/v1/external/orders/cancel`, hide, async (req, reply) => {
    if (!(await authorized(req, reply))) return reply;
    const ids = z.object({ ids: numericIds }).safeParse(req.body);
    if (!ids.success) return fail(reply, 422, 'ids must be a list of order ids');
    await store.cancel(ids.data.ids);
    return { status: 200, message: 'Order cancelled successfully.' };
  });

  sb.get<{ Params: { awb: string } }>(`${P}/v1/external/courier/track/awb/:awb`, hide, async (req, reply) => {
    if (!(await authorized(req, reply))) return reply;
    const s = await store.byAwb(req.params.awb);
    if (!s) return fail(reply, 404, 'AWB not found');
    const payload = s.scans.length > 0 ? webhookPayload(s, s.scans[s.scans.length - 1]) : null;
    return {
      tracking_data: {
        track_status: s.scans.length > 0 ? 1 : 0,
        shipment_status: s.scans.at(-1)?.statusId ?? 0,
        shipment_track: [{ awb_code: s.awb, current_status: s.state, origin: ctx.env.PICKUP_PINCODE }],
        shipment_track_activities: payload ? [...payload.scans].reverse() : null,
      },
    };
  });

  sb.post<{ Params: { awb: string } }>(`${P}/v1/external/ndr/:awb/action`, hide, async (req, reply) => {
    if (!(await authorized(req, reply))) return reply;
    const body = ndrBody.safeParse(req.body);
    if (!body.success) return fail(reply, 422, body.error.issues[0]?.message ?? 'Invalid request');
    const s = await store.byAwb(req.params.awb);
    if (!s) return fail(reply, 404, 'AWB not found');
    if (s.state !== 'NDR') return fail(reply, 400, 'Shipment is not in NDR');
    await store.addNdrAction(req.params.awb, { ...body.data, at: Date.now() });
    return { status: 200, message: 'Action taken successfully' };
  });
}

function registerDesk(sb: FastifyInstance, store: CourierSandboxStore, ctx: AppContext, send: FetchFn) {
  const hook = `${ctx.env.PUBLIC_URL}/api/courier/webhook`;
  const post = async (body: unknown) => {
    try {
      const res = await send(hook, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': COURIER_SANDBOX.webhookToken },
        body: JSON.stringify(body),
      });
      ctx.log.info({ status: res.status }, 'sandbox courier webhook delivered');
    } catch (err) {
      ctx.log.warn({ err }, 'sandbox courier webhook failed');
    }
  };

  sb.get(P, hide, async (_req, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderCourierDesk(await store.list())),
  );

  // A person (or a test) moves a parcel; the webhook is delivered before the answer, so what the
  // shop did with it is visible as soon as this returns.
  sb.post<{ Params: { awb: string } }>(`${P}/shipments/:awb/advance`, hide, async (req, reply) => {
    const body = stepBody.safeParse(req.body);
    if (!body.success) return fail(reply, 400, 'step must be a shipment step; reason an NDR reason');
    const s = await store.byAwb(req.params.awb);
    if (!s) return fail(reply, 404, 'AWB not found');
    if (s.cancelled) return fail(reply, 409, 'Shipment is cancelled');
    const { step, reason, delivery } = body.data;
    const activity = step === 'NDR' ? NDR_REASON_TEXT[reason ?? 'CUSTOMER_UNAVAILABLE'] : stepActivity[step];
    const previous = s.scans.at(-1);
    const scan = scanFor(s, step, activity);
    await store.addScan(s.awb ?? '', step, scan);
    const now = { ...s, scans: [...s.scans, scan] };
    await post(webhookPayload(now, scan));
    if (delivery === 'twice') await post(webhookPayload(now, scan));
    if (delivery === 'late' && previous) await post(webhookPayload(now, previous));
    if ((req.headers.accept ?? '').includes('application/json')) return { awb: s.awb, state: step, scan };
    return reply.redirect(P, 303);
  });
}

const stepActivity: Record<Exclude<ShipmentState, 'NDR'>, string> = {
  AWB_ASSIGNED: 'AWB assigned',
  PICKED_UP: 'Shipment picked up',
  IN_TRANSIT: 'In transit to destination hub',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  RTO_INITIATED: 'Return to origin initiated',
  RTO_DELIVERED: 'Returned to origin',
  CANCELLED: 'Cancelled',
};
