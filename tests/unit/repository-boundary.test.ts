// The repository stands on its own: a clone with nothing beside it builds, tests and reads. Nothing under the
// folders below reaches outside the repository, every document a comment cites is here, and the decision
// records are numbered without gaps.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findBrokenDocLinks, findOutsideReferences, headingAnchor } from '../support/repository-references';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHECKED_FOLDERS = ['src', 'tests', 'e2e', 'scripts', 'bench', '.ci'];
const TEXT_FILE = /\.(?:ts|tsx|mjs|js|cjs|json|sql|css|html|md|sh|yml|yaml)$|(?:^|\/)\.ci\/run$/;

/** Tracked and new (not ignored) files, so a reference added before its first commit is caught too. */
function checkedFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...CHECKED_FOLDERS],
    { cwd: root, encoding: 'utf8' },
  );
  // This file holds examples of what the check refuses, so it is the one file the check does not read.
  return [...new Set(listed.split('\n'))].filter(
    (file) => TEXT_FILE.test(file) && file !== 'tests/unit/repository-boundary.test.ts',
  );
}

const read = (file: string): string => {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return ''; // listed but deleted in the work tree
  }
};
const describeFindings = (findings: { file: string; line: number; problem: string }[]): string[] =>
  findings.map((finding) => `${finding.file}:${finding.line}: ${finding.problem}`);

describe('the repository stands on its own', () => {
  const files = checkedFiles();

  it('finds the files it checks', () => {
    expect(files).toContain('src/server/app.ts');
    expect(files).toContain('.ci/run');
  });

  it('no file refers to a path or document outside the repository', () => {
    const findings = files.flatMap((file) => findOutsideReferences(file, read(file), root));
    expect(describeFindings(findings)).toEqual([]);
  });

  it('every docs/ link in the code names a file and heading that exist', () => {
    const findings = files.flatMap((file) => findBrokenDocLinks(file, read(file), root));
    expect(describeFindings(findings)).toEqual([]);
  });

  it('decision records are numbered 001 upwards without gaps, each with context, decision and consequences', () => {
    const records = readdirSync(path.join(root, 'docs', 'decisions')).filter((name) => name.endsWith('.md'));
    const numbers = records.map((name) => Number(name.slice(0, 3))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    for (const record of records) {
      const text = readFileSync(path.join(root, 'docs', 'decisions', record), 'utf8');
      expect(text, record).toMatch(new RegExp(`^# ${record.slice(0, 3)}: `));
      for (const part of ['Context', 'Decision', 'Consequences'])
        expect(text, `${record} has a ${part} section`).toMatch(new RegExp(`^## ${part}`, 'm'));
    }
  });
});

describe('the checker itself catches what it should', () => {
  const file = 'tests/unit/example.test.ts';

  it.each([
    // Spelled in pieces so that other tools grepping for these patterns do not trip on the examples.
    [`const fixture = path.resolve(root, '..', '${'sha'}red', 'fixtures', 'deeds.json');`, 'shared'],
    [
      "const up = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'x.json');",
      'outside',
    ],
    ["import { thing } from '../../../elsewhere/thing';", 'outside'],
    ["const url = new URL('../../../../notes.txt', import.meta.url);", 'outside'],
    [`// The rule of ${'DESIGN'}.md says so.`, 'DESIGN.md'],
    ['// As spec section 9 says.', 'spec section'],
  ])('flags %s', (line, expected) => {
    const problems = findOutsideReferences(file, line, root).map((finding) => finding.problem);
    expect(problems.join(' ')).toContain(expected);
  });

  it.each([
    "const fixture = path.resolve(root, 'tests', 'fixtures', 'deeds-public.json');",
    "import { buildApp } from '../../src/server/app';",
    "const dir = path.join(os.tmpdir(), '..', 'x'); // a temp folder is not the repository's business",
    "const hostile = '../../etc/passwd'; // input data, not a reference",
  ])('leaves %s alone', (line) => {
    expect(findOutsideReferences(file, line, root)).toEqual([]);
  });

  it('checks links into docs/ down to the heading', () => {
    expect(findBrokenDocLinks(file, '// see docs/no-such-file.md', root)[0]?.problem).toContain(
      'does not exist',
    );
    expect(findBrokenDocLinks(file, '// see docs/product.md#no-such-heading', root)[0]?.problem).toContain(
      'no heading',
    );
    expect(findBrokenDocLinks(file, '// see docs/product.md#pages and #limits', root)).toEqual([]);
  });

  it('makes anchors as GitHub does', () => {
    expect(headingAnchor("A request's path")).toBe('a-requests-path');
    expect(headingAnchor('Who it is for')).toBe('who-it-is-for');
  });
});
