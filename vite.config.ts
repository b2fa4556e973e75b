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
  build: { outDir: path.resolve(import.meta.dirname, "dist"), emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
