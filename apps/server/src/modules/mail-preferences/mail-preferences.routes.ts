import { unsubscribeInfo, unsubscribeQuery } from '@nidra/shared/wishlist/wishlist.schema';
import type { App } from '../../app-context.ts';
import type { MailPreferencesService } from './mail-preferences.service.ts';

const tags = ['mail'];

/**
 * GET /api/unsubscribe describes a link (the /unsubscribe page shows it with a button); POST turns the
 * mails off. The POST also serves RFC 8058 one-click unsubscribes, which mail clients send as a form
 * (`List-Unsubscribe=One-Click`); the body is not needed, the token in the URL says everything.
 */
export async function mailPreferencesRoutes(app: App, preferences: MailPreferencesService) {
  await app.register(async (scope) => {
    const s = scope as App;
    s.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    );
    s.get(
      '/api/unsubscribe',
      { schema: { tags, querystring: unsubscribeQuery, response: { 200: unsubscribeInfo } } },
      (req) => preferences.describe(req.query.token),
    );
    s.post(
      '/api/unsubscribe',
      { schema: { tags, querystring: unsubscribeQuery, response: { 200: unsubscribeInfo } } },
      (req) => preferences.unsubscribe(req.query.token),
    );
  });
}
