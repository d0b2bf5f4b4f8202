/**
 * The one place that enforces sign-in and roles. API handlers call the
 * require* functions (they throw AppError 401/403); pages call pageGuard, which
 * returns the user or the redirect the spec asks for on that screen.
 */
import type { APIContext, AstroGlobal } from "astro";
import { AppError } from "../http/errors.ts";
import type { SessionUser } from "./current-user.ts";

type WithLocals = Pick<APIContext, "locals">;

export function currentUser(ctx: WithLocals): SessionUser | null {
  return ctx.locals.user ?? null;
}

export function requireUser(
  ctx: WithLocals,
  message = "Authentication required: Please sign in.",
): SessionUser {
  const user = ctx.locals.user;
  if (!user) throw new AppError("UNAUTHORIZED", message);
  return user;
}

export function requireAdmin(ctx: WithLocals): SessionUser {
  const user = requireUser(ctx);
  if (!user.isAdmin) throw new AppError("FORBIDDEN", "Administrator access is required.");
  return user;
}

/** True when the user owns the record or is an admin. */
export function canManage(user: SessionUser | null, ownerId: number | null): boolean {
  if (!user) return false;
  return user.isAdmin || (ownerId !== null && ownerId === user.id);
}

type PageGuard = { kind: "user"; loginTo: "/login" | "/api/login" } | { kind: "admin"; otherwiseTo: "/" };

/**
 * For pages: the signed-in user, or a redirect Response.
 * /account → /login, /dashboard → /api/login, /admin → / for non-admins (spec section 6).
 */
export function pageGuard(
  astro: Pick<AstroGlobal, "locals" | "redirect" | "url">,
  guard: PageGuard,
): SessionUser | Response {
  const user = astro.locals.user;
  if (guard.kind === "user") {
    if (user) return user;
    const next = encodeURIComponent(astro.url.pathname + astro.url.search);
    return astro.redirect(`${guard.loginTo}?next=${next}`, 302);
  }
  if (user?.isAdmin) return user;
  return astro.redirect(guard.otherwiseTo, 302);
}
