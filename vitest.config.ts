import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Tests against a real PostgreSQL run with `npm run test:durable` (vitest.durable.config.ts).
    exclude: ["**/node_modules/**", "**/*.postgres.test.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 20_000,
    reporters: ["default", "./scripts/summary-reporter.ts"],
  },
});
