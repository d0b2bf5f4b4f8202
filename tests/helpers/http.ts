/**
 * Calls an API route module in-process with a minimal Astro context, as a given
 * user, so integration tests exercise route + domain + database together.
 */
import type { APIContext, APIRoute, AstroCookieSetOptions } from "astro";
import type { SessionUser } from "../../src/server/auth/current-user.ts";

type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "DELETE" | "PATCH", APIRoute>>;

export interface CallOptions {
  params?: Record<string, string>;
  user?: SessionUser | null;
  body?: unknown;
  rawBody?: BodyInit;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  clientAddress?: string;
}

export class FakeCookies {
  readonly jar = new Map<string, { value: string; options?: AstroCookieSetOptions }>();
  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.jar.set(k, { value: v });
  }
  get(name: string) {
    const entry = this.jar.get(name);
    return entry
      ? {
          value: entry.value,
          json: () => JSON.parse(entry.value),
          number: () => Number(entry.value),
          boolean: () => entry.value === "true",
        }
      : undefined;
  }
  has(name: string) {
    return this.jar.has(name);
  }
  set(name: string, value: string | Record<string, unknown>, options?: AstroCookieSetOptions) {
    this.jar.set(name, {
      value: typeof value === "string" ? value : JSON.stringify(value),
      ...(options ? { options } : {}),
    });
  }
  delete(name: string) {
    this.jar.delete(name);
  }
  merge() {}
  headers() {
    return [][Symbol.iterator]();
  }
}

export async function callRoute(
  mod: RouteModule,
  method: keyof RouteModule,
  options: CallOptions = {},
): Promise<{ status: number; body: unknown; response: Response; cookies: FakeCookies }> {
  const handler = mod[method];
  if (!handler) throw new Error(`route has no ${method} handler`);
  const url = new URL("http://localhost:4321/api/test");
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const request = new Request(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  const cookies = new FakeCookies(options.cookies);
  const ctx = {
    request,
    url,
    params: options.params ?? {},
    locals: { user: options.user ?? null, session: null, requestId: "test" },
    cookies,
    clientAddress: options.clientAddress ?? "127.0.0.1",
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { location } }),
    site: undefined,
  } as unknown as APIContext;
  const response = await handler(ctx);
  const type = response.headers.get("content-type") ?? "";
  const parsed = type.includes("application/json")
    ? await response.clone().json()
    : await response.clone().text();
  return { status: response.status, body: parsed, response, cookies };
}
