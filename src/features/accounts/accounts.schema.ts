/**
 * Account and sign-in forms (spec section 5): one zod schema per form, used by
 * the islands for instant feedback and by the API handlers as the real check.
 * Safe in the browser (no server imports).
 */
import { z } from "zod";

export const MESSAGES = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  email: "Please enter a valid email address",
  password: "Password must be at least 6 characters",
  passwordsMatch: "Passwords don't match",
  passwordRequired: "Password is required",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists. Please sign in instead.",
  resetTokenMissing: "This reset link is invalid. Please request a new one.",
} as const;

export const PASSWORD_MIN = 6;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX = 200;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

const name = (message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(2, message)
    .max(NAME_MAX, `${label} must be ${NAME_MAX} characters or less`);

/** A trimmed, lower-cased email address. */
export const emailField = z
  .string({ error: MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, MESSAGES.email)
  .pipe(z.email({ error: MESSAGES.email }));

const newPassword = z
  .string({ error: MESSAGES.password })
  .min(PASSWORD_MIN, MESSAGES.password)
  .max(PASSWORD_MAX, `Password must be ${PASSWORD_MAX} characters or less`);

/** Runs the confirmation check even when other fields failed, so every message shows at once. */
const bothStrings = (payload: { value: unknown }) => {
  const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
  return typeof value?.password === "string" && typeof value.confirmPassword === "string";
};

export const profileSchema = z.object({
  firstName: name(MESSAGES.firstName, "First name"),
  lastName: name(MESSAGES.lastName, "Last name"),
  email: emailField,
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const registerSchema = z
  .object({
    firstName: name(MESSAGES.firstName, "First name"),
    lastName: name(MESSAGES.lastName, "Last name"),
    email: emailField,
    password: newPassword,
    confirmPassword: z.string({ error: MESSAGES.passwordsMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.passwordsMatch,
    when: bothStrings,
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, MESSAGES.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The API takes token and password (spec section 7); the confirmation is checked when sent. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: MESSAGES.resetTokenMissing }).trim().min(1, MESSAGES.resetTokenMissing).max(200),
    password: newPassword,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.passwordsMatch,
    when: bothStrings,
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The browser form for a new password (both fields required). */
export const newPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string({ error: MESSAGES.passwordsMatch }) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.passwordsMatch,
    when: bothStrings,
  });

/** The current user as GET /api/auth/user answers it (spec section 3, plus id and authProvider). */
export interface AuthUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  isAdmin: boolean;
  isLifetimeCreator: boolean;
  credits: number;
  authProvider: string;
}

/** How each sign-in method is named on the Security tab. */
export function signInMethodLabel(authProvider: string): string {
  if (authProvider === "password") return "Email and password";
  if (authProvider === "google") return "Google";
  return "External sign-in (single sign-on)";
}

/**
 * A same-origin path to continue to after signing in, or null. Rejects absolute
 * URLs, protocol-relative (`//host`) and backslash tricks, and anything that
 * would leave the site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  const base = "http://same-origin.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Never bounce back into the sign-in flow itself.
  if (["/api/login", "/api/callback", "/api/logout"].includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Field errors of a zod parse, one message per field (the first), keyed by the top-level field. */
export function firstFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    out[key] ??= issue.message;
  }
  return out;
}

/** Why an external sign-in ended on /login?error=… and what the page says. */
export const EXTERNAL_SIGN_IN_ERRORS = {
  external_unavailable:
    "External sign-in is unavailable right now. Please sign in with your email and password.",
  external_denied: "External sign-in was cancelled.",
  external_state: "Your sign-in attempt expired or didn't match. Please try again.",
  external_failed: "External sign-in failed. Please try again.",
  external_no_email:
    "Your sign-in provider didn't share an email address, which your account needs. Please register with your email instead.",
  external_unverified_email:
    "An account with this email already exists. Please sign in with your email and password; it can only be linked when your provider has verified the email.",
} as const;
export type ExternalSignInErrorCode = keyof typeof EXTERNAL_SIGN_IN_ERRORS;

export function externalSignInMessage(code: string | null | undefined): string | null {
  if (!code || !Object.hasOwn(EXTERNAL_SIGN_IN_ERRORS, code)) return null;
  return EXTERNAL_SIGN_IN_ERRORS[code as ExternalSignInErrorCode];
}
