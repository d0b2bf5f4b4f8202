/** Starts extra instances of the built server for tests that need more than the shared one. */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

export function freePort(): Promise<number> {
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

export interface RunningServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_BASE_URL: url,
      OPENAI_API_KEY: "",
      STRIPE_SECRET_KEY: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_PER_IP: "10000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => logs.push(d.toString()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${logs.join("")}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in time:\n${logs.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => logs.join(""),
    stop: (signal: NodeJS.Signals = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill(signal);
      }),
  };
}

/** A fresh PostgreSQL database for one test; dropped by the returned function. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const { default: postgres } = await import("postgres");
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const name = `ss_e2e_${process.pid}_${Date.now().toString(36)}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
