import { randomBytes, randomInt } from 'node:crypto';
import { desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxShipments, sandboxTokens } from '../../db/schema/index.ts';

/** One scan as the sandbox courier keeps it and reports it in tracking and webhooks. */
export type SandboxScan = { statusId: number; status: string; activity: string; location: string; at: number };

export type SandboxShipment = {
  channelOrderId: string;
  awb: string | null;
  srOrderId: number;
  shipmentId: number;
  courierName: string;
  order: Record<string, unknown>;
  state: string;
  pickupRequested: boolean;
  cancelled: boolean;
  scans: SandboxScan[];
  ndrActions: { action: string; phone?: string; address1?: string; comments?: string; at: number }[];
  createdAt: Date;
};

const TOKEN_PREFIX = 'SRT-';
const toShipment = (row: typeof sandboxShipments.$inferSelect) => row as unknown as SandboxShipment;

/**
 * The local courier's own state in the shared database (sandbox_shipments; tokens beside the payment
 * sandbox's), so every instance of the shop answers for every shipment as Shiprocket's servers would.
 */
export function createCourierSandboxStore(db: Db) {
  return {
    async issueToken(ttlSeconds: number): Promise<string> {
      const value = `${TOKEN_PREFIX}${randomBytes(24).toString('hex')}`;
      await db.delete(sandboxTokens).where(lt(sandboxTokens.expiresAt, Date.now()));
      await db.insert(sandboxTokens).values({ value, expiresAt: Date.now() + ttlSeconds * 1000 });
      return value;
    },
    async isValidToken(header: string | undefined): Promise<boolean> {
      const value = header?.startsWith(`Bearer ${TOKEN_PREFIX}`) ? header.slice(7) : '';
      if (!value) return false;
      const [row] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.value, value));
      return row !== undefined && row.expiresAt > Date.now();
    },
    /** The order for this channel order id: created now, or the one created before (one per order). */
    async createOrder(channelOrderId: string, courierName: string, order: Record<string, unknown>) {
      await db.insert(sandboxShipments).values({ channelOrderId, courierName, order }).onConflictDoNothing();
      const [row] = await db.select().from(sandboxShipments).where(eq(sandboxShipments.channelOrderId, channelOrderId));
      return toShipment(row);
    },
    /** Gives the shipment an AWB once; asking again answers the same AWB. */
    async assignAwb(shipmentId: number): Promise<SandboxShipment | undefined> {
      const awb = `${randomInt(10_000_000, 99_999_999)}${randomInt(100_000, 999_999)}`;
      await db
        .update(sandboxShipments)
        .set({ awb })
        .where(sql`${sandboxShipments.shipmentId} = ${shipmentId} and ${isNull(sandboxShipments.awb)}`);
      const [row] = await db.select().from(sandboxShipments).where(eq(sandboxShipments.shipmentId, shipmentId));
      return row ? toShipment(row) : undefined;
    },
    async byShipmentIds(ids: number[]): Promise<SandboxShipment[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(sandboxShipments).where(inArray(sandboxShipments.shipmentId, ids));
      return rows.map(toShipment);
    },
    async byAwb(awb: string): Promise<SandboxShipment | undefined> {
      const [row] = await db.select().from(sandboxShipments).where(eq(sandboxShipments.awb, awb));
      return row ? toShipment(row) : undefined;
    },
    async requestPickup(ids: number[]): Promise<number> {
      const rows = await db
        .update(sandboxShipments)
        .set({ pickupRequested: true })
        .where(inArray(sandboxShipments.shipmentId, ids))
        .returning({ id: sandboxShipments.shipmentId });
      return rows.length;
    },
    async cancel(srOrderIds: number[]): Promise<void> {
      if (srOrderIds.length === 0) return;
      await db
        .update(sandboxShipments)
        .set({ cancelled: true, state: 'CANCELLED' })
        .where(inArray(sandboxShipments.srOrderId, srOrderIds));
    },
    async addScan(awb: string, state: string, scan: SandboxScan): Promise<void> {
      await db
        .update(sandboxShipments)
        .set({ state, scans: sql`${sandboxShipments.scans} || ${JSON.stringify([scan])}::jsonb` })
        .where(eq(sandboxShipments.awb, awb));
    },
    async addNdrAction(awb: string, action: SandboxShipment['ndrActions'][number]): Promise<boolean> {
      const rows = await db
        .update(sandboxShipments)
        .set({ ndrActions: sql`${sandboxShipments.ndrActions} || ${JSON.stringify([action])}::jsonb` })
        .where(eq(sandboxShipments.awb, awb))
        .returning({ awb: sandboxShipments.awb });
      return rows.length === 1;
    },
    async list(limit = 100): Promise<SandboxShipment[]> {
      const rows = await db.select().from(sandboxShipments).orderBy(desc(sandboxShipments.createdAt)).limit(limit);
      return rows.map(toShipment);
    },
  };
}

export type CourierSandboxStore = ReturnType<typeof createCourierSandboxStore>;
