import {
  authResponse,
  changePasswordBody,
  forgotPasswordBody,
  googleLoginBody,
  loginBody,
  messageResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
  validateTokenResponse,
} from '@nidra/shared/account/account.schema';
import type { App, AppContext } from '../../app-context.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { createAccountsService } from './accounts.service.ts';
import { createAttemptLimiter } from './auth-attempts.ts';
import { createGoogleVerifier } from './google.ts';
import { createPasswordsService } from './passwords.service.ts';

// Throttles request volume per IP and instance; failed attempts are limited in the database (auth-attempts.ts).
const perIp = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const tags = ['accounts'];

/** Account calls of spec §7: register, login, google-login, forgot/reset/change password, validate-token. */
export async function accountRoutes(app: App, ctx: AppContext) {
  const deps = {
    ctx,
    repo: createAccountsRepository(ctx.db),
    limiter: createAttemptLimiter(ctx.db),
    signToken: app.signToken,
    verifyGoogle: createGoogleVerifier(ctx.env, ctx.log),
  };
  const accounts = createAccountsService(deps);
  const passwords = createPasswordsService(deps);

  app.post(
    '/api/auth/register',
    { config: perIp, schema: { tags, body: registerBody, response: { 201: registerResponse } } },
    async (req, reply) => reply.status(201).send(await accounts.registerUser(req.body)),
  );

  app.post(
    '/api/auth/login',
    { config: perIp, schema: { tags, body: loginBody, response: { 200: authResponse } } },
    (req) => accounts.loginWithPassword(req.body, req.ip),
  );

  app.post(
    '/api/google-login',
    { config: perIp, schema: { tags, body: googleLoginBody, response: { 200: authResponse } } },
    (req) => accounts.loginWithGoogle(req.body.token),
  );

  app.post(
    '/api/auth/forgot-password',
    { config: perIp, schema: { tags, body: forgotPasswordBody, response: { 200: messageResponse } } },
    (req) => passwords.requestPasswordReset(req.body.email),
  );

  app.post(
    '/api/auth/reset-password',
    { config: perIp, schema: { tags, body: resetPasswordBody, response: { 200: messageResponse } } },
    (req) => passwords.resetPassword(req.body),
  );

  app.post(
    '/api/auth/change-password',
    { onRequest: app.requireUser, schema: { tags, body: changePasswordBody, response: { 200: messageResponse } } },
    (req) => passwords.changePassword(req.authUser!.id, req.body, req.ip),
  );

  app.get(
    '/api/validate-token',
    { onRequest: app.requireUser, schema: { tags, response: { 200: validateTokenResponse } } },
    (req) => accounts.getSessionUser(req.authUser!.id),
  );
}
