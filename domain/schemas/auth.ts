import { z } from 'zod';
import { LIMITS, TEXT_MAX } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { requireFilled } from './required.ts';
import { cleanName } from './clean-string.ts';

/**
 * Bodies of the account calls (spec section 7) with the spec's messages (section 5). Whether two
 * typed passwords match is the form's concern: the API receives one password.
 */

/** Trimmed and lowercased, so one address is one account however it is typed. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(TEXT_MAX.email, { error: MESSAGES.invalidEmail })
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

export const personName = cleanName().trim().max(TEXT_MAX.personName, { error: MESSAGES.nameTooLong });

/** A reset token as the service issues it: 32 random bytes, base64url without padding. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The captcha question must have loaded (its token is present) and been answered. */
const captchaRequired = [
  [['captchaExpected'], MESSAGES.captchaNotLoaded],
  [['captchaAnswer'], MESSAGES.captchaAnswerRequired],
] as const;

const captchaFields = {
  captchaAnswer: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().max(20)),
  captchaExpected: z.string().max(1_000),
};

/** Whole-form length rule for a new password, worded per form (the reset form's ends with a period). */
function newPasswordLength(tooShort: string) {
  return (value: { password: string }, ctx: z.RefinementCtx) => {
    if (value.password.length < LIMITS.minPasswordLength) ctx.addIssue({ code: 'custom', message: tooShort });
    else if (value.password.length > LIMITS.maxPasswordLength) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordTooLong });
  };
}

export const loginSchema = requireFilled(
  [[['email', 'password'], MESSAGES.signInRequired], ...captchaRequired],
  z.object({
    email: emailField,
    password: z.string().max(LIMITS.maxPasswordLength, { error: MESSAGES.passwordTooLong }),
    ...captchaFields,
  }),
);

export const registerSchema = requireFilled(
  [[['email', 'password', 'firstName', 'lastName'], MESSAGES.signUpRequired], ...captchaRequired],
  z
    .object({ email: emailField, password: z.string(), firstName: personName, lastName: personName, ...captchaFields })
    .superRefine(newPasswordLength(MESSAGES.passwordTooShort)),
);

export const forgotPasswordSchema = requireFilled(
  [[['email'], MESSAGES.forgotPasswordRequired], ...captchaRequired],
  z.object({ email: emailField, ...captchaFields }),
);

export const resetPasswordSchema = requireFilled(
  [
    [['token'], MESSAGES.resetLinkMissing],
    [['password'], MESSAGES.resetPasswordTooShort],
  ],
  z.object({ token: z.string().trim(), password: z.string() }).superRefine((value, ctx) => {
    if (!RESET_TOKEN_PATTERN.test(value.token)) ctx.addIssue({ code: 'custom', message: MESSAGES.resetLinkMissing });
    else newPasswordLength(MESSAGES.resetPasswordTooShort)(value, ctx);
  }),
);

export type LoginInput = z.output<typeof loginSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
