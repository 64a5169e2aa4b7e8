import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/page-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Tests of what only a PostgreSQL server does (dropped connections) run in the PostgreSQL suite.
          exclude: process.env.DATABASE_URL ? [] : ['**/*.postgres.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own copy of the template database; two at a time fit two cores.
          maxWorkers: 2,
          // Runs after the unit project when both run together (they differ in maxWorkers).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
