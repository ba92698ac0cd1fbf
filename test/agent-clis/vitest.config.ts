import { defineConfig } from "vitest/config";

/** The integration suite with the real agent CLIs (`npm run test:agent-clis`), kept out of `npm test`. */
export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["test/agent-clis/**/*.test.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
});
