/** The client's address for rate limits (null when the adapter cannot tell). */
import type { APIContext } from "astro";

export function clientIp(ctx: Pick<APIContext, "clientAddress">): string | null {
  try {
    return ctx.clientAddress || null;
  } catch {
    return null;
  }
}
