/** Helpers shared by the file routes (actor scripts, cast zip, leader's guide). */
import type { APIContext } from "astro";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import { currentUser } from "../../../server/auth/guards.ts";
import { AppError } from "../../../server/http/errors.ts";

/** A file download: attachment with an ASCII and a UTF-8 file name, never cached. */
export function fileResponse(bytes: Uint8Array, contentType: string, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "content-length": String(bytes.byteLength),
      "cache-control": "private, no-store",
    },
  });
}

/** A browser navigation (a link, a new tab) rather than a script's fetch. */
function isNavigation(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * The signed-in user for a file download. A visitor's link is sent to sign in and back to
 * the skit page; a script gets 401 JSON (as the main download does).
 */
export function downloaderOrRedirect(ctx: APIContext): SessionUser | Response {
  const user = currentUser(ctx);
  if (user) return user;
  if (isNavigation(ctx.request)) {
    const back = `/skit/${encodeURIComponent(ctx.params.id ?? "")}`;
    return ctx.redirect(`/api/login?next=${encodeURIComponent(back)}`, 302);
  }
  throw new AppError("UNAUTHORIZED", "Authentication required: Please sign in to download skits");
}
