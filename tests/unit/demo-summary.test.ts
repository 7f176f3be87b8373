import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/server/platform/cli/demo-content';
import { DEMO_PASSWORD, demoSummary } from '../../src/server/platform/cli/seed-demo';

// `npm run seed:demo` printed the shared password but not whom to sign in as.
describe('the demo seed summary', () => {
  it('names every demo username with the shared password', () => {
    const summary = demoSummary();
    expect(summary).toContain(DEMO_PASSWORD);
    for (const user of DEMO_USERS)
      expect(summary).toMatch(new RegExp(`^  ${user.username} +${user.role}$`, 'm'));
  });
});
