/**
 * Starts the built production server (npm run build ran first) on a fresh data
 * directory and a free port, with the embedded defaults (PGlite, local KV,
 * offline writer, outbox mail, test-mode payments). Stops it afterwards.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROME_PATH}. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).`,
    );
  }
  if (!existsSync(path.resolve("dist/server/entry.mjs"))) {
    throw new Error("dist/ is missing: run the e2e tests with `npm run test:e2e`, which builds first.");
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ss-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: baseUrl,
      DATABASE_URL: "",
      OPENAI_API_KEY: "",
      STRIPE_SECRET_KEY: "",
      SMTP_URL: "",
      DENO_KV_URL: "",
      LOG_LEVEL: "warn",
      // Every browser in the suite signs in from 127.0.0.1.
      AUTH_RATE_LIMIT_PER_IP: "10000",
      AUTH_RATE_LIMIT_PER_EMAIL: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => logs.push(d.toString()));
  try {
    await waitForHealth(baseUrl, child, 90_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${String(error)}\n--- server output ---\n${logs.join("")}`);
  }
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        r(undefined);
      }, 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        r(undefined);
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
