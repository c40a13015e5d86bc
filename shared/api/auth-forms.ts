import { z } from 'zod';

/* The sign-up and sign-in forms' rules (shared/api/auth.ts re-exports them with the endpoints). */

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
