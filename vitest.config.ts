import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Tests against a real PostgreSQL run with `npm run test:durable` (vitest.durable.config.ts), the
    // real agent CLIs with `npm run test:agent-clis`.
    exclude: ["**/node_modules/**", "**/*.postgres.test.ts", "test/agent-clis/**"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 20_000,
    reporters: ["default", "./scripts/summary-reporter.ts"],
  },
});
