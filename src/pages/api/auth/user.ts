import type { AuthUser } from "~/features/accounts/accounts.schema.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { api, json } from "~/server/http/handler.ts";

/** The signed-in user (spec section 7), or 401 when signed out. */
export const GET = api((ctx) => {
  const user = requireUser(ctx);
  const body: AuthUser = {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    isLifetimeCreator: user.isLifetimeCreator,
    credits: user.credits,
    authProvider: user.authProvider,
  };
  return json(body);
});
