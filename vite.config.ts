import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { precompress } from "./scripts/vite-precompress.ts";

/**
 * What the signed-out pages (/ and /login) load besides the entry: kept in one chunk instead of a
 * dozen small ones (one request, and it compresses better as a whole). Keep this list to what
 * those pages render; everything else is split per route by the router's lazy components.
 */
const signedOutModules = [
  "/src/web/routes/landing.",
  "/src/web/features/landing/",
  "/src/web/features/auth/AuthForm.",
  "/src/web/features/auth/LoginPage.",
  "/src/web/features/auth/api.",
  "/src/web/features/auth/messages.",
  ...["button", "card", "input", "alert", "spinner", "skip-link"].map((c) => `/src/web/components/ui/${c}.`),
  "/src/web/lib/utils.",
  "/src/web/lib/public-config.",
  "/src/shared/auth-checks.",
  "/src/shared/limits.",
  "/node_modules/zod/v4/core/regexes.",
  ...["clsx", "class-variance-authority", "@radix-ui/react-slot", "@radix-ui/react-compose-refs"].map(
    (p) => `/node_modules/${p}/`,
  ),
  ...["createLucideIcon", "Icon", "defaultAttributes", "context", "shared/"].map(
    (f) => `/node_modules/lucide-react/dist/esm/${f}`,
  ),
  ...["clipboard-check", "folder-open", "layout-list", "shield-check", "heart-handshake", "x", "loader-circle"].map(
    (i) => `/node_modules/lucide-react/dist/esm/icons/${i}.`,
  ),
];

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  // precompress: .br and .gz next to every text file in dist/, served by the server as they are.
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src/web") } },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    // Content files (the legal pages' texts) are fetched, never inlined into a script as data URLs.
    assetsInlineLimit: (file) => (file.endsWith(".txt") ? false : undefined),
    // Every browser we support knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "signed-out",
              test: (id) => signedOutModules.some((m) => id.replaceAll("\\", "/").includes(m)),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
