import { defineConfig } from 'vitest/config';

// `npm run test:soak`: the long reliability run (tests/reliability/soak.soak.ts), never part of `npm test`.
const seconds = Number(process.env.SOAK_SECONDS ?? 600);

export default defineConfig({
  test: {
    include: ['tests/reliability/**/*.soak.ts'],
    environment: 'node',
    testTimeout: seconds * 1000 + 600_000,
    hookTimeout: 600_000,
  },
});
