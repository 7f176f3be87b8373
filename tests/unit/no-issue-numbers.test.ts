// The repository holds no issue tracker, so a comment that says "issue 12" sends its reader nowhere: the why
// belongs in the comment itself or in the decision record it names (docs/decisions/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repositoryRoot, sourceFiles } from '../support/source-imports';

const ISSUE = /\bissues? #?\d+/i;

/** Code, SQL migrations, styles and scripts under src/. */
const files = sourceFiles(/\.(?:ts|tsx|mjs|sql|css)$/);

it('no source under src/ cites an issue number', () => {
  expect(files.some((file) => file.endsWith('.sql'))).toBe(true);
  const citing = files.flatMap((file) =>
    readFileSync(path.join(repositoryRoot, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (ISSUE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(citing).toEqual([]);
});

it('recognises a citation in the ways it was written', () => {
  for (const line of [
    '// Issue 15: a tap target',
    '-- Forum lists (issue 3).',
    '(issues 12 and 13)',
    'issue #7',
  ])
    expect(ISSUE.test(line), line).toBe(true);
  expect(ISSUE.test('// the 15 issues a moderator sees')).toBe(false);
});
