import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * One parcel of an order at the courier (ADR 0024): its AWB is the order's tracking number. `state`
 * only moves forward (nextShipmentState); the events below are the history.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    awb: text('awb').notNull().unique(),
    providerOrderId: text('provider_order_id').notNull(),
    providerShipmentId: text('provider_shipment_id').notNull(),
    courierName: text('courier_name').notNull(),
    state: text('state').notNull().default('AWB_ASSIGNED'),
    /** Storage key of this shipment's 4×6 label. */
    labelKey: text('label_key'),
    pickupRequestedAt: timestamp('pickup_requested_at', { withTimezone: true }),
    /** Failed delivery attempts so far. */
    ndrAttempts: integer('ndr_attempts').notNull().default(0),
    /** Staff's answer to the latest attempt: REATTEMPT or RTO, cleared by the next attempt. */
    ndrAction: text('ndr_action'),
    /** When staff checked a returned parcel back in (and the order was cancelled). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_state_idx').on(t.state, t.createdAt)],
);

/** Every tracking event the courier sent, once each: `eventKey` is unique, so a repeat inserts nothing. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull().unique(),
    state: text('state').notNull(),
    label: text('label').notNull(),
    location: text('location').notNull().default(''),
    ndrReason: text('ndr_reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Receipt order: breaks ties between scans the courier stamped with the same time. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('shipment_events_shipment_idx').on(t.shipmentId, t.at)],
);

/**
 * The local courier's own state (COURIER_PROVIDER=sandbox only), standing in for Shiprocket's servers;
 * in the shared database so every instance answers for every shipment.
 */
export const sandboxShipments = pgTable('sandbox_shipments', {
  channelOrderId: text('channel_order_id').primaryKey(),
  /** Given when the AWB is assigned. */
  awb: text('awb').unique(),
  srOrderId: bigint('sr_order_id', { mode: 'number' })
    .notNull()
    .default(sql`(floor(random() * 900000000) + 100000000)::bigint`),
  shipmentId: bigint('shipment_id', { mode: 'number' })
    .notNull()
    .unique()
    .default(sql`(floor(random() * 900000000) + 100000000)::bigint`),
  courierName: text('courier_name').notNull(),
  order: jsonb('order').notNull(),
  state: text('state').notNull().default('AWB_ASSIGNED'),
  pickupRequested: boolean('pickup_requested').notNull().default(false),
  cancelled: boolean('cancelled').notNull().default(false),
  /** Scans sent so far, oldest first: { statusId, status, activity, location, at }. */
  scans: jsonb('scans').notNull().default([]),
  /** NDR actions the shop asked for, oldest first. */
  ndrActions: jsonb('ndr_actions').notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
