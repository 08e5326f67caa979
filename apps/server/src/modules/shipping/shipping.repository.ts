import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders, shipmentEvents, shipments, users } from '../../db/schema/index.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventInsert = typeof shipmentEvents.$inferInsert;

/** Shipments and their tracking events; every method takes an optional transaction. */
export function createShippingRepository(db: Db) {
  return {
    async findOrdersToShip(orderIds: string[], tx: DbOrTx = db) {
      if (orderIds.length === 0) return [];
      return tx
        .select({ order: orders, email: users.email, language: users.language })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(inArray(orders.id, orderIds));
    },
    findItems(orderId: string, tx: DbOrTx = db) {
      return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.name));
    },
    async findByOrder(orderId: string, tx: DbOrTx = db): Promise<ShipmentRow | undefined> {
      const [row] = await tx.select().from(shipments).where(eq(shipments.orderId, orderId));
      return row;
    },
    async findById(id: string, tx: DbOrTx = db): Promise<ShipmentRow | undefined> {
      const [row] = await tx.select().from(shipments).where(eq(shipments.id, id));
      return row;
    },
    async lockByAwb(tx: DbOrTx, awb: string): Promise<ShipmentRow | undefined> {
      const [row] = await tx.select().from(shipments).where(eq(shipments.awb, awb)).for('update');
      return row;
    },
    /** Records the order's shipment; when another call recorded one first, answers that one. */
    async insertShipment(row: typeof shipments.$inferInsert, tx: DbOrTx = db): Promise<ShipmentRow> {
      await tx.insert(shipments).values(row).onConflictDoNothing({ target: shipments.orderId });
      const [saved] = await tx.select().from(shipments).where(eq(shipments.orderId, row.orderId));
      return saved;
    },
    async updateShipment(id: string, set: Partial<typeof shipments.$inferInsert>, tx: DbOrTx = db) {
      await tx
        .update(shipments)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(shipments.id, id));
    },
    async setLabel(ids: string[], labelKey: string, tx: DbOrTx = db) {
      await tx.update(shipments).set({ labelKey, pickupRequestedAt: new Date() }).where(inArray(shipments.id, ids));
    },
    /** Inserts the event once: false when an event with its key was already stored. */
    async insertEvent(event: ShipmentEventInsert, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(shipmentEvents)
        .values(event)
        .onConflictDoNothing({ target: shipmentEvents.eventKey })
        .returning({ id: shipmentEvents.id });
      return rows.length === 1;
    },
    findEvents(shipmentId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, shipmentId))
        .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.seq));
    },
    async lastNdrReason(shipmentId: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ reason: shipmentEvents.ndrReason })
        .from(shipmentEvents)
        .where(and(eq(shipmentEvents.shipmentId, shipmentId), eq(shipmentEvents.state, 'NDR')))
        .orderBy(desc(shipmentEvents.at), desc(shipmentEvents.seq))
        .limit(1);
      return row?.reason ?? null;
    },
    /** Shipments with their order, newest first; by state, or those still not picked up since `overdueBefore`. */
    listShipments(q: { state?: string; overdueBefore?: Date; limit: number }, tx: DbOrTx = db) {
      const where = and(
        q.state ? eq(shipments.state, q.state) : undefined,
        q.overdueBefore
          ? and(eq(shipments.state, 'AWB_ASSIGNED'), lt(shipments.createdAt, q.overdueBefore))
          : undefined,
        q.state === 'RTO_DELIVERED' ? isNull(shipments.checkedInAt) : undefined,
      );
      return tx
        .select({ shipment: shipments, order: orders })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(where)
        .orderBy(desc(shipments.createdAt))
        .limit(q.limit);
    },
    /** Shipments by state, for the dashboard's NDR and RTO rates. */
    async countByState(tx: DbOrTx = db) {
      const rows = await tx
        .select({
          state: shipments.state,
          n: sql<number>`count(*)::int`,
          ndr: sql<number>`count(*) filter (where ${shipments.ndrAttempts} > 0)::int`,
        })
        .from(shipments)
        .groupBy(shipments.state);
      return rows;
    },
  };
}

export type ShippingRepository = ReturnType<typeof createShippingRepository>;
