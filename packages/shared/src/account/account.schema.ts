import { z } from 'zod';
import { shopperMessages as messages } from '../shopper.messages.ts';
import { text } from '../validation/text.schema.ts';
import { roles, validateChangePassword, validateRegistration, validateResetPassword } from './account.rules.ts';

const email = text({ max: 254, message: messages.emailRequired }).toLowerCase();

export const loginBody = z.object({
  email: email.min(1, messages.emailRequired),
  password: text({ max: 200, message: messages.passwordRequired, trim: false }).min(1),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z
  .object({
    // Missing or mistyped fields answer the first of spec §5's messages in form order.
    name: text({ max: 100, message: messages.nameRequired }),
    email: text({ max: 254, message: messages.invalidEmail }),
    password: text({ max: 200, message: messages.passwordTooShort, trim: false }),
    confirmPassword: text({ max: 200, message: messages.passwordsDoNotMatch, trim: false }),
    phoneNumber: text({ max: 20, message: messages.phoneRequired }),
  })
  .superRefine((value, ctx) => {
    const first = Object.values(validateRegistration(value, true, messages))[0];
    if (first) ctx.addIssue({ code: 'custom', message: first });
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const googleLoginBody = z.object({ token: text({ max: 4096, message: messages.googleLoginFailed }).min(1) });
export type GoogleLoginBody = z.infer<typeof googleLoginBody>;

export const forgotPasswordBody = z.object({ email: email.min(1, messages.emailRequired) });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z
  .object({
    token: text({ max: 200, message: messages.invalidResetToken, trim: false }).min(1),
    newPassword: text({ max: 200, message: messages.newPasswordRequired, trim: false }),
    confirmPassword: text({ max: 200, message: messages.passwordsDoNotMatch, trim: false }),
  })
  .superRefine((value, ctx) => {
    const error = validateResetPassword(value, messages);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z
  .object({
    currentPassword: text({ max: 200, message: messages.currentPasswordRequired, trim: false }),
    newPassword: text({ max: 200, message: messages.newPasswordRequired, trim: false }),
    confirmPassword: text({ max: 200, message: messages.passwordsDoNotMatch, trim: false }),
  })
  .superRefine((value, ctx) => {
    const first = Object.values(validateChangePassword(value, messages))[0];
    if (first) ctx.addIssue({ code: 'custom', message: first });
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const sessionUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(roles),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const authResponse = z.object({ token: z.string(), user: sessionUser });
export type AuthResponse = z.infer<typeof authResponse>;
/** POST /api/auth/register answers 201 with the new account; registering does not sign in. */
export const registerResponse = z.object({ message: z.string(), user: sessionUser });
export type RegisterResponse = z.infer<typeof registerResponse>;
/** GET /api/validate-token: the signed-in user as read from the database now. */
export const validateTokenResponse = z.object({ user: sessionUser });
export type ValidateTokenResponse = z.infer<typeof validateTokenResponse>;
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
/** POST /api/auth/change-password: the message, and a fresh session, since the change ends every earlier token. */
export const changePasswordResponse = authResponse.extend({ message: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
/** POST /api/auth/login-link: the token of a mailed sign-in link; answered like a sign-in. */
export const loginLinkBody = z.object({ token: z.string().min(1).max(200) });
export type LoginLinkBody = z.infer<typeof loginLinkBody>;
