import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The scale suite (npm run test:scale): real server processes of the built shop on a PostgreSQL server,
// one scenario file at a time (each starts its own processes; two at once would not fit two cores).
export default defineConfig({
  test: {
    name: 'scale',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['scale/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['scale/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
