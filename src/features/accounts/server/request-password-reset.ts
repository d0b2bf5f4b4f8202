/**
 * Forgot password: the answer is the same whether or not the email belongs to
 * an account. When it does, a random single-use token (stored only as its
 * SHA-256) valid for one hour is mailed as a link to /reset-password?token=….
 * The mail goes out in the background so the answer's timing does not tell
 * either; a newer link replaces older unused ones.
 */
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { and, eq, isNull } from "drizzle-orm";
import { hashToken } from "../../../server/auth/session.ts";
import type { Db } from "../../../server/db/client.ts";
import { passwordResetTokens } from "../../../server/db/schema.ts";
import { logger } from "../../../server/logger.ts";
import { sendMail } from "../../../server/services/mail.ts";
import type { ForgotPasswordInput } from "../accounts.schema.ts";
import { countAuthAttempt } from "./auth-rate-limits.ts";
import { findUserByEmail } from "./find-user.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_ANSWER =
  "If an account exists for that email, we've sent a link to reset your password. It is valid for 1 hour.";

export function generateResetToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function resetLink(baseUrl: string, token: string): string {
  const url = new URL("/reset-password", baseUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function resetEmail(options: { to: string; firstName: string | null; link: string }) {
  const greeting = options.firstName ? `Hello ${options.firstName},` : "Hello,";
  const text = [
    greeting,
    "",
    "Someone (hopefully you) asked to reset the password of your Scripture Skits account.",
    "Open this link within 1 hour to choose a new password:",
    "",
    options.link,
    "",
    "The link works once. If you didn't ask for it, ignore this email: your password stays the same.",
    "",
    "— Scripture Skits",
  ].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    "<p>Someone (hopefully you) asked to reset the password of your Scripture Skits account.",
    "Open this link within 1 hour to choose a new password:</p>",
    `<p><a href="${escapeHtml(options.link)}">Reset your password</a></p>`,
    `<p>Or paste this address into your browser: ${escapeHtml(options.link)}</p>`,
    "<p>The link works once. If you didn't ask for it, ignore this email: your password stays the same.</p>",
    "<p>— Scripture Skits</p>",
  ].join("\n");
  return { to: options.to, subject: "Reset your Scripture Skits password", text, html };
}

export interface ForgotPasswordResult {
  message: string;
  /** Settles when the mail (if any) has been handed over; never rejects. */
  delivery: Promise<void>;
}

export async function requestPasswordReset(options: {
  db: Db;
  input: ForgotPasswordInput;
  /** PUBLIC_BASE_URL or the request's origin. */
  baseUrl: string;
  ip: string | null;
  now?: number;
}): Promise<ForgotPasswordResult> {
  const { db, input } = options;
  const now = options.now ?? Date.now();
  await countAuthAttempt({ action: "forgot-password", email: input.email, ip: options.ip, now });
  const user = await findUserByEmail(db, input.email);
  if (!user) return { message: FORGOT_PASSWORD_ANSWER, delivery: Promise.resolve() };

  const token = generateResetToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      token: hashToken(token),
      expiresAt: new Date(now + RESET_TOKEN_TTL_MS),
      createdAt: new Date(now),
    });
  });
  const message = resetEmail({
    to: user.email,
    firstName: user.firstName,
    link: resetLink(options.baseUrl, token),
  });
  const delivery = sendMail(message).catch((error: unknown) => {
    logger.error(`password reset mail to user ${user.id} failed`, error);
  });
  return { message: FORGOT_PASSWORD_ANSWER, delivery };
}
