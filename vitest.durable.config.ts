import { defineConfig } from "vitest/config";

// The tests that need a real PostgreSQL (they start their own throwaway cluster): `npm run test:durable`.
export default defineConfig({
  test: {
    include: ["src/**/*.postgres.test.ts", "test/**/*.postgres.test.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
