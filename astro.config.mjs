// @ts-check

import { createHash } from "node:crypto";
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { CSP_DIRECTIVES, SCRIPT_SOURCES, STYLE_SOURCES, THEME_SCRIPT } from "./src/server/http/csp.ts";

// The inline theme script in Base.astro is the one script Astro does not hash itself.
const themeScriptHash = /** @type {`sha256-${string}`} */ (
  `sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}`
);

export default defineConfig({
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react()],
  security: {
    checkOrigin: true,
    // A CSP header on every page with a hash per inline script, so script-src needs no 'unsafe-inline'.
    csp: {
      directives: [...CSP_DIRECTIVES],
      scriptDirective: { resources: [...SCRIPT_SOURCES], hashes: [themeScriptHash] },
      styleDirective: { resources: [...STYLE_SOURCES] },
    },
  },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? "127.0.0.1" },
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  },
});
