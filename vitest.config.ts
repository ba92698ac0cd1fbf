import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // The real agent CLIs: `npm run test:agent-clis`.
    exclude: ["**/node_modules/**", "test/agent-clis/**"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 20_000,
    reporters: ["default", "./scripts/summary-reporter.ts"],
  },
});
