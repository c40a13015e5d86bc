import { z } from 'zod';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
/** The version of the terms and privacy policy a person accepts at sign-up. */
export const POLICY_VERSION = '2026-11-22';

const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(100, `${label} is too long`);

export const emailField = z.string().trim().max(254).email();

export const registerBody = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: emailField,
    password: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    acceptTerms: z.literal(true, 'Please confirm you are 13 or older and accept the terms and privacy policy'),
  })
  .strict();
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z
  .object({
    email: z.string().trim().max(254),
    password: z.string().max(PASSWORD_MAX * 4),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBody>;

export const changePasswordBody = z
  .object({
    /** Not needed by an account that has no password yet (signed up with Google). */
    currentPassword: z.string().max(PASSWORD_MAX * 4).optional().default(''),
    newPassword: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** A password account confirms with its password; an account without one types its e-mail address. */
export const deleteAccountBody = z
  .object({ password: z.string().max(PASSWORD_MAX * 4).optional().default(''), confirmEmail: z.string().max(254).optional().default('') })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const passwordResetRequestBody = z.object({ email: z.string().trim().max(254) }).strict();
export const passwordResetBody = z
  .object({
    token: z.string().min(10).max(200),
    newPassword: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  })
  .strict();
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

/** The same answer whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE = 'If an account exists for that address, we have sent it a link to reset the password. The link works for one hour.';
