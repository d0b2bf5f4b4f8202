/**
 * The image cannot be built here (no Docker engine), so this checks that the
 * Dockerfile runs the same commands as the README and package.json.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const dockerfile = readFileSync("Dockerfile", "utf8");
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
  engines: { node: string };
};
const readme = readFileSync("README.md", "utf8");

describe("Dockerfile", () => {
  it("installs from the lockfile and builds with the package's build script", () => {
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/^RUN npm run build\b/m);
    expect(pkg.scripts.build).toBe("astro build");
  });

  it("starts the server the way `npm start` does after building", () => {
    expect(pkg.scripts.start).toBe("npm run build && node scripts/start.mjs");
    expect(pkg.scripts.serve).toBe("node scripts/start.mjs");
    expect(dockerfile).toMatch(/^CMD \["node", "scripts\/start\.mjs"\]/m);
  });

  it("uses a Node version the project supports and ships the migrations", () => {
    const major = Number(/FROM node:(\d+)/.exec(dockerfile)?.[1]);
    expect(major).toBeGreaterThanOrEqual(Number(/\d+/.exec(pkg.engines.node)?.[0]));
    expect(dockerfile).toContain("COPY --from=build /app/drizzle ./drizzle");
  });

  it("matches the README's two commands", () => {
    expect(readme).toContain("npm install && npm start");
    expect(readme).toMatch(/^npm test\b/m);
  });
});
