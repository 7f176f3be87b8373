// The second holdout set of the real-deed corpus (tests/fixtures/deeds/holdout-2/README.md): written and frozen before
// the reader was changed for it, after the first holdout had become development material, and only ever scored. The
// floor is the share handled when the set was last scored, so a change that reads fewer of these fails; the issue's
// aim is 90%.
import { describe, expect, it } from 'vitest';
import {
  scoreCase,
  scoreReport,
  secondHoldoutEntries,
  secondHoldoutSet,
  share,
  sourceIsHonest,
} from '../support/deed-corpus';
import { corpusFigures } from '../support/deed-geometry';

/**
 * Handled (read, or unreadable and reported) when last scored: 41 of 45 when frozen, before any change for it, and
 * 41 of 45 again after the fourth round's changes, which were learned from the development set and the first holdout.
 */
const SECOND_HOLDOUT_FLOOR = 41 / 45;

describe('the second holdout set of the real-deed corpus', () => {
  it('holds at least 40 Oklahoma descriptions on both meridians, each with calls or why it cannot be read', () => {
    const entries = secondHoldoutEntries();
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(entries.map((entry) => entry.meridian))).toEqual(new Set(['indian', 'cimarron']));
    for (const entry of entries) {
      expect(entry.state, entry.id).toBe('OK');
      expect(sourceIsHonest(entry.source), entry.id).toBe(true);
      expect(Boolean(entry.calls) !== Boolean(entry.unreadable), entry.id).toBe(true);
    }
  });

  it.each(secondHoldoutEntries().filter((entry) => entry.calls))(
    '$id: expected figures come from its hand-written calls',
    (entry) => {
      const figures = corpusFigures(entry.calls ?? []);
      expect(figures.acres).toBeCloseTo(entry.expected?.acres ?? Number.NaN, 5);
      expect(figures.closureFt).toBeCloseTo(entry.expected?.closure_ft ?? Number.NaN, 3);
    },
  );

  it('is handled no worse than when last scored', () => {
    const results = secondHoldoutSet().map(scoreCase);
    console.info(`deed corpus, second holdout set\n  ${scoreReport('all', results)}`);
    expect(share(results, 'handled')).toBeGreaterThanOrEqual(SECOND_HOLDOUT_FLOOR - 1e-9);
  });
});
