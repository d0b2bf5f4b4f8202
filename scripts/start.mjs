// Serves the built app (dist/) with compressed responses, then warms it up so
// migrations and the demo seed run at start-up rather than on the first visit.
import http from "node:http";
import compression from "compression";

process.env.ASTRO_NODE_AUTOSTART = "disabled";
// The built server runs React's production build unless told otherwise (the development build
// renders several times slower).
process.env.NODE_ENV ??= "production";
const { handler } = await import("../dist/server/entry.mjs");

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? "127.0.0.1";
const compress = compression({ threshold: 1024 });

const server = http.createServer((req, res) => {
  compress(req, res, () => handler(req, res));
});

server.listen(port, host, async () => {
  const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
  try {
    const response = await fetch(`${url}/api/health`);
    const body = await response.json();
    console.log(
      `Scripture Skits is ready at ${url} (database: ${body.databaseKind ?? body.database}, sessions: ${body.sessions})`,
    );
  } catch (error) {
    console.error("Warm-up request failed:", error);
  }
});
