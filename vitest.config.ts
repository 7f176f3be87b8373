import { defineConfig } from 'vitest/config';

// Four projects: pure unit tests, API integration tests on a fresh PGlite per file, the reliability tests,
// and the same API tests on PostgreSQL when TEST_DATABASE_URL names a test database.
const apiTests = ['tests/api/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;
// Migrates and seeds one database per run; each API test file gets its own copy of it.
const templateSetup = 'tests/support/template-database.ts';

export default defineConfig({
  test: {
    // Two files at a time even on a 2-core machine (vitest's default there is one): most API test time is
    // spent waiting on a database or a child process, so the second worker roughly halves the wall time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          environment: 'node',
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: [templateSetup],
          // One module graph per worker, not per file: every API file imports the whole server, and loading it
          // afresh for each file cost a quarter of the run. Each file still builds its own app on its own
          // database copy; no test changes module-level state (no vi.mock, no process.env writes).
          isolate: false,
          // Generous bounds: these are hang detectors, not speed checks, and CI machines are shared.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Issue 13's fault tests (database outage, crash safety, Redis outage): real processes on
          // loopback ports; each starts what it needs (its own PostgreSQL, Redis) or skips saying why.
          // The long soak is `npm run test:soak` (vitest.soak.config.ts).
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                environment: 'node' as const,
                env: { TEST_DB_KIND: 'postgres' },
                globalSetup: [templateSetup],
                isolate: false,
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
    coverage: {
      provider: 'v8',
      include: ['src/calc/**/*.ts'],
      exclude: ['src/calc/**/*.test.ts', 'src/calc/**/*-arbitraries.ts'],
      // Issue 5: at least 95% of the calculator code's lines are exercised.
      thresholds: { lines: 95 },
      reporter: ['text-summary'],
    },
  },
});
