import { messages } from '@nidra/shared';
import {
  canRequestReplacement,
  REPLACEMENT_WINDOW_DAYS,
  replacementDeadline,
} from '@nidra/shared/replacements/replacement.rules';
import type {
  CreateReplacementBody,
  MyReplacements,
  ReplacementRequest,
} from '@nidra/shared/replacements/replacement.schema';
import type { AppContext } from '../../app-context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../lib/outbox.ts';
import { buildReplacementMail } from './replacement-mail.ts';
import { toRequestViews } from './replacement-views.ts';
import type { ReplacementsRepository } from './replacements.repository.ts';
import type { VideoLinks } from './video-link.ts';
import type { VideoStore } from './video-store.ts';

type Deps = { ctx: AppContext; repo: ReplacementsRepository; videos: VideoStore; links: VideoLinks };
type Caller = { id: string; role: string };
const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order of this shopper that may still ask for a replacement (404 otherwise, 400 outside the window, 409 asked). */
async function openOrder(repo: ReplacementsRepository, userId: string, orderId: string) {
  const order = UUID.test(orderId) ? await repo.findOrder(orderId) : null;
  if (!order || order.userId !== userId) throw notFound(messages.notFound);
  if (!canRequestReplacement(order)) throw badRequest(messages.replacementWindowClosed);
  if (await repo.hasRequest(order.id)) throw conflict(messages.replacementAlreadyRequested);
  return order;
}

/** Whether a video upload may start for this order: the same checks as the request itself. */
export const uploadAllowed = (repo: ReplacementsRepository) => (userId: string, orderId: string) =>
  openOrder(repo, userId, orderId).then(
    () => true,
    () => false,
  );

/** The shopper's side of replacement requests, and the video links both sides use. */
export function createReplacementsService({ ctx, repo, videos, links }: Deps) {
  /** The order's lines with the in-stock sizes of each line's design. */
  async function replaceableLines(orderIds: string[]) {
    const lines = await repo.findLines(orderIds);
    const designs = await repo.findDesignProducts([...new Set(lines.map((l) => l.design))]);
    return lines.map((l) => ({
      ...l,
      options: designs
        .filter((p) => p.design === l.design && p.quantity > 0)
        .map((p) => ({ productId: p.id, size: p.size })),
      designIds: new Set(designs.filter((p) => p.design === l.design).map((p) => p.id)),
    }));
  }

  async function loadView(id: string): Promise<ReplacementRequest> {
    const row = await repo.findListRow(id);
    if (!row) throw notFound(messages.replacementNotFound);
    return (await toRequestViews(repo, [row]))[0];
  }

  return {
    /** Orders still inside their window (with lines and sizes) and every request of the shopper. */
    async mine(userId: string, now = new Date()): Promise<MyReplacements> {
      const orders = (
        await repo.findDeliveredSince(userId, new Date(now.getTime() - REPLACEMENT_WINDOW_DAYS * DAY_MS))
      ).filter((o) => canRequestReplacement({ orderStatus: 'DELIVERED', deliveredAt: o.deliveredAt }, now));
      const lines = await replaceableLines(orders.map((o) => o.id));
      return {
        eligible: orders.map((o) => ({
          orderId: o.id,
          orderNumber: o.orderNumber,
          deliveredAt: (o.deliveredAt as Date).toISOString(),
          until: replacementDeadline(o.deliveredAt as Date).toISOString(),
          lines: lines
            .filter((l) => l.orderId === o.id)
            .map((l) => ({
              orderItemId: l.id,
              productId: l.productId,
              name: l.name,
              size: l.size,
              quantity: l.quantity,
              options: l.options,
            })),
        })),
        requests: await toRequestViews(repo, await repo.listByUser(userId)),
      };
    },

    /**
     * Records the request: the order is the caller's, DELIVERED and inside its window, without an
     * earlier request; each line is the order's, at most the quantity bought, exchanged for the same
     * product or another size of its design; the video is the caller's finished upload for this order.
     */
    async create(userId: string, body: CreateReplacementBody): Promise<ReplacementRequest> {
      const order = await openOrder(repo, userId, body.orderId);
      const lines = new Map((await replaceableLines([order.id])).map((l) => [l.id, l]));
      const seen = new Set<string>();
      for (const item of body.items) {
        const line = lines.get(item.orderItemId);
        if (!line || seen.has(item.orderItemId)) throw badRequest(messages.replacementItemUnknown);
        seen.add(item.orderItemId);
        if (item.quantity > line.quantity) throw badRequest(messages.replacementQuantityTooHigh);
        if (item.wantedProductId !== line.productId && !line.designIds.has(item.wantedProductId))
          throw badRequest(messages.replacementSizeUnavailable);
      }
      const video = await videos.finished(body.videoId);
      if (!video || video.userId !== userId || video.orderId !== order.id)
        throw badRequest(messages.replacementVideoUnfinished);
      const id = await ctx.db.transaction(async (tx) => {
        // The cleanup job deletes unattached uploads after a day: marking it attached here keeps it.
        if (!(await videos.attach(video.id, userId, tx))) throw badRequest(messages.replacementVideoUnfinished);
        const row = await repo.insertRequest(tx, {
          orderId: order.id,
          userId,
          reason: body.reason,
          note: body.note,
          items: body.items,
          videoId: video.id,
          videoType: video.type,
          videoSize: video.size,
        });
        const customer = await repo.findCustomer(userId, tx);
        if (customer)
          await queueMail(tx, buildReplacementMail(ctx.env, customer, order.orderNumber, { step: 'requested' }));
        return row.id;
      });
      ctx.outbox.kick();
      return loadView(id);
    },

    /** A link the video player can load; only the request's shopper or an admin gets one. */
    async videoLink(caller: Caller, requestId: string): Promise<{ url: string }> {
      const row = UUID.test(requestId) ? await repo.findListRow(requestId) : null;
      if (!row) throw notFound(messages.replacementNotFound);
      if (caller.role !== 'admin' && row.request.userId !== caller.id) throw forbidden(messages.notAllowed);
      return { url: `/api/replacement-videos/${links.issue(row.request.id)}` };
    },

    /** The stored video a signed link names (404 for a forged or expired link). */
    async openVideo(token: string): Promise<{ key: string; type: string }> {
      const requestId = links.verify(token);
      const row = requestId && UUID.test(requestId) ? await repo.findListRow(requestId) : null;
      const key = row ? videos.key(row.request.videoId) : null;
      if (!row || !key) throw notFound(messages.replacementVideoNotFound);
      return { key, type: row.request.videoType };
    },
  };
}

export type ReplacementsService = ReturnType<typeof createReplacementsService>;
