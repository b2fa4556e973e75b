import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { precompress } from "./scripts/vite-precompress.ts";

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
    // Every browser we support knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the signed-out pages (/ and /login) load besides the entry, as one chunk instead
            // of a dozen small ones: one request, and it compresses better as a whole.
            {
              name: "signed-out",
              test: /[\\/]src[\\/](web[\\/](routes[\\/]landing|features[\\/](landing|auth)[\\/]|components[\\/]ui[\\/](button|card|input|alert|spinner|skip-link)\.|lib[\\/]utils\.)|shared[\\/](auth-checks|limits)\.)|[\\/]node_modules[\\/](clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/]|icons[\\/](clipboard-check|folder-open|layout-list|shield-check|heart-handshake|x|loader-circle)\.))|zod[\\/]v4[\\/]core[\\/]regexes\./,
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
