import {
  approveReplacementBody,
  rejectReplacementBody,
  replacementRequest,
  replacementsPage,
  replacementsQuery,
} from '@nidra/shared/replacements/replacement.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { ReplacementDecisionsService } from './replacement-decisions.service.ts';

const tags = ['admin'];
const params = z.object({ requestId: z.string().max(64) });

/** The back office queue of replacement requests: a status tab, approve, reject. Admin only. */
export async function replacementsAdminRoutes(app: App, decisions: ReplacementDecisionsService) {
  // onRequest: the role is checked before any body is parsed (401/403, never a 400 that probes the schema).
  const onRequest = app.requireAdmin;
  const actor = (email: string | undefined) => ({ email: email ?? 'admin' });

  app.get(
    '/api/admin/replacements',
    { onRequest, schema: { tags, querystring: replacementsQuery, response: { 200: replacementsPage } } },
    (req) => decisions.list(req.query.status),
  );
  app.post(
    '/api/admin/replacements/:requestId/approve',
    { onRequest, schema: { tags, params, body: approveReplacementBody, response: { 200: replacementRequest } } },
    (req) => decisions.approve(req.params.requestId, req.body.note, actor(req.authUser?.email)),
  );
  app.post(
    '/api/admin/replacements/:requestId/reject',
    { onRequest, schema: { tags, params, body: rejectReplacementBody, response: { 200: replacementRequest } } },
    (req) => decisions.reject(req.params.requestId, req.body.reason, actor(req.authUser?.email)),
  );
}
