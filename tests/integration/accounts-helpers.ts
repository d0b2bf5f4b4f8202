/** Shared bits of the accounts integration tests (not a test file itself). */

import { SESSION_COOKIE } from "../../src/server/auth/session.ts";
import type { MailMessage, MailTransport } from "../../src/server/services/mail.ts";
import type { FakeCookies } from "../helpers/http.ts";

let ipCounter = 0;
/** A fresh client address per call, so the per-IP limits of one test don't touch another. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function freshEmail(prefix = "person"): string {
  emailCounter++;
  return `${prefix}-${Date.now().toString(36)}-${emailCounter}@example.test`;
}

/** A mail transport that keeps what it was given. */
export function capturingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    name: "capture",
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export function sessionToken(cookies: FakeCookies): string | undefined {
  const entry = cookies.jar.get(SESSION_COOKIE);
  return entry && entry.value !== "" ? entry.value : undefined;
}

export type ErrorBody = { message: string; errors?: Record<string, string[]> };
