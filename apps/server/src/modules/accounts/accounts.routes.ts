import {
  authResponse,
  changePasswordBody,
  changePasswordResponse,
  forgotPasswordBody,
  googleLoginBody,
  loginBody,
  loginLinkBody,
  messageResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
  validateTokenResponse,
} from '@nidra/shared/account/account.schema';
import { languageFromCookie } from '@nidra/shared/i18n/languages';
import type { App } from '../../app-context.ts';
import type { AccountsService } from './accounts.service.ts';
import type { PasswordsService } from './passwords.service.ts';

// Throttles request volume per IP and instance; failed attempts are limited in the database (auth-attempts.ts).
const perIp = { rateLimit: { max: 60, timeWindow: '1 minute' } };
// Sign-ins succeed for whole crowds behind one carrier-grade NAT address: only a flood cap here (it bounds
// password-hashing work); the fine-grained limits count failures (sign-in-limits.ts).
const signInVolume = { rateLimit: { max: 600, timeWindow: '1 minute' } };
const tags = ['accounts'];

/**
 * Account calls of spec §7: register, login, google-login, forgot/reset/change password, validate-token;
 * and beyond it: sign-in with a mailed link, sign out of all devices.
 */
export async function accountRoutes(app: App, accounts: AccountsService, passwords: PasswordsService) {
  app.post(
    '/api/auth/register',
    { config: perIp, schema: { tags, body: registerBody, response: { 201: registerResponse } } },
    async (req, reply) =>
      reply.status(201).send(await accounts.registerUser(req.body, languageFromCookie(req.headers.cookie))),
  );

  app.post(
    '/api/auth/login',
    { config: signInVolume, schema: { tags, body: loginBody, response: { 200: authResponse } } },
    (req) => accounts.loginWithPassword(req.body, req.ip),
  );

  app.post(
    '/api/google-login',
    { config: signInVolume, schema: { tags, body: googleLoginBody, response: { 200: authResponse } } },
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
    {
      onRequest: app.requireUser,
      schema: { tags, body: changePasswordBody, response: { 200: changePasswordResponse } },
    },
    (req) => passwords.changePassword(req.authUser!.id, req.body, req.ip),
  );

  app.get(
    '/api/validate-token',
    { onRequest: app.requireUser, schema: { tags, response: { 200: validateTokenResponse } } },
    (req) => accounts.getSessionUser(req.authUser!.id),
  );

  app.post(
    '/api/auth/login-link',
    { config: perIp, schema: { tags, body: loginLinkBody, response: { 200: authResponse } } },
    (req) => accounts.signInWithLink(req.body.token),
  );

  app.post(
    '/api/auth/logout-all',
    { onRequest: app.requireUser, schema: { tags, response: { 200: messageResponse } } },
    (req) => accounts.signOutEverywhere(req.authUser!.id),
  );
}
