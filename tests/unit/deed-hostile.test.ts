// parseDeed on 200,000 characters of hostile text: it finishes, draws what it can and summarises its warnings.
// How long it takes is measured by `npm run bench -- deed-parse`, never here (no wall-clock limits in tests).
import { describe, expect, it } from 'vitest';
import { analyzeTract } from '../../src/calc/survey/analyze-tract';
import { parseDeed } from '../../src/calc/survey/parse-deed';
import { HOSTILE_DEEDS } from '../support/deed-hostile';

describe('parseDeed on 200,000 characters', () => {
  it.each(Object.entries(HOSTILE_DEEDS))('%s parses and keeps its warnings summarised', (_name, text) => {
    const parsed = parseDeed(text);
    analyzeTract(parsed.calls, parsed.tieCalls);
    expect(parsed.warnings.length).toBeLessThanOrEqual(101);
  });
});
