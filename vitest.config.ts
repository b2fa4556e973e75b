import { configDefaults, defineConfig } from "vitest/config";
import { aliases } from "./scripts/aliases.ts";

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    // *.postgres.test.ts need several instances on one database: only the PostgreSQL run
    // (scripts/test-postgres.sh, which sets TEST_DATABASE_URL) includes them.
    exclude: process.env.TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, "**/*.postgres.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
