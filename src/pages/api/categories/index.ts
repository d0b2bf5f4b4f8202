import { listCategories } from "~/features/categories/server/list-categories.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

/** Every category, by name (the browse filter and the badges). */
export const GET = api(async () => json(await listCategories(await getDb())));
