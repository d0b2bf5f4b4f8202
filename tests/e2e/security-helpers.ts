/**
 * Helpers for the security, load and accessibility suites: an HTTP client that
 * keeps a session cookie, an extra server on a fresh data directory, and the
 * checks that tell whether an injected payload ran or was injected into the DOM.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { type RunningServer, startServer } from "./server.ts";

export class ApiClient {
  cookie = "";
  constructor(readonly base: string) {}

  async request(
    method: string,
    pathname: string,
    options: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { origin: this.base, ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    return fetch(`${this.base}${pathname}`, {
      method,
      headers,
      redirect: "manual",
      ...(body ? { body } : {}),
    });
  }

  async json<T>(method: string, pathname: string, json?: unknown, expected = [200, 201]): Promise<T> {
    const response = await this.request(method, pathname, json === undefined ? {} : { json });
    const text = await response.text();
    if (!expected.includes(response.status)) {
      throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return (text ? JSON.parse(text) : null) as T;
  }

  async signIn(email: string, password: string): Promise<void> {
    const response = await this.request("POST", "/api/auth/login", { json: { email, password } });
    if (response.status !== 200) throw new Error(`sign-in as ${email} answered ${response.status}`);
    this.cookie = sessionCookie(response);
  }

  async register(firstName: string, lastName: string, email: string, password: string): Promise<void> {
    const response = await this.request("POST", "/api/auth/register", {
      json: { firstName, lastName, email, password, confirmPassword: password },
    });
    if (response.status !== 201) {
      throw new Error(`registration answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
    this.cookie = sessionCookie(response);
  }
}

export function sessionCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("ss_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error("no session cookie was set");
  return cookie;
}

/** Puts an API client's session into a browser context for `base`. */
export async function shareSession(context: BrowserContext, client: ApiClient): Promise<void> {
  const [name, ...rest] = client.cookie.split("=");
  await context.addCookies([{ name: name!, value: rest.join("="), url: client.base }]);
}

/** An extra production server on a fresh embedded database, with demo data. */
export async function startIsolatedServer(
  env: Record<string, string> = {},
): Promise<RunningServer & { dataDir: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ss-proof-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    DENO_KV_URL: "",
    AUTH_RATE_LIMIT_PER_EMAIL: "1000",
    ...env,
  });
  return {
    ...server,
    dataDir,
    close: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const XSS = {
  script: "<script>alert(1)</script>",
  img: '"><img src=x onerror=alert(1)>',
  js: "javascript:alert(1)",
} as const;

/** Installs, before any page script runs, a recorder of CSP violations and of dialogs. */
export async function watchForInjection(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss().catch(() => undefined);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return { dialogs };
}

/** What an injected payload would leave behind in the current document. */
export async function injectionTraces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const traces: string[] = [];
    for (const img of document.querySelectorAll("img")) {
      if (img.getAttribute("src") === "x")
        traces.push(`injected <img src=x> in ${img.parentElement?.tagName}`);
    }
    for (const script of document.querySelectorAll("script")) {
      if ((script.textContent ?? "").includes("alert(1)")) traces.push("injected <script> with alert(1)");
    }
    for (const link of document.querySelectorAll("[href], [src], [action], [formaction]")) {
      for (const name of ["href", "src", "action", "formaction"]) {
        const value = link.getAttribute(name) ?? "";
        if (/^\s*javascript:/i.test(value)) traces.push(`javascript: URL in ${link.tagName}[${name}]`);
      }
    }
    for (const element of document.querySelectorAll("*")) {
      for (const attribute of element.getAttributeNames()) {
        if (attribute.startsWith("on") && (element.getAttribute(attribute) ?? "").includes("alert")) {
          traces.push(`event handler ${attribute} on ${element.tagName}`);
        }
      }
    }
    const violations = (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [];
    for (const violation of violations) traces.push(`CSP violation: ${violation}`);
    return traces;
  });
}

/** Every page route under src/pages as a URL pattern ("/", "/skit/[uuid]", "/admin/payments"). */
export function pageRoutes(root = path.resolve("src/pages")): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "api") walk(full);
        continue;
      }
      if (!name.endsWith(".astro")) continue;
      const rel = path
        .relative(root, full)
        .replace(/\.astro$/, "")
        .split(path.sep)
        .join("/");
      const route = `/${rel.replace(/(^|\/)index$/, "")}`;
      routes.push(route === "/" ? "/" : route.replace(/\/$/, ""));
    }
  };
  walk(root);
  return routes.sort();
}
