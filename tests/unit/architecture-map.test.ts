// docs/architecture.md is the map a newcomer reads first: every server area, every domain folder inside an
// area and every client feature folder must be named on it (as `name/`), or this test names what is missing.
// Every path of its "Where does X live" table must exist, so the table cannot send anyone to a moved file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const map = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
const folders = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

it('names every server area and domain and every client feature', () => {
  const named = [
    ...folders('src/server').flatMap((area) => [area, ...folders(`src/server/${area}`)]),
    ...folders('src/client/features').flatMap((area) => [area, ...folders(`src/client/features/${area}`)]),
    ...folders('src/client/features/forum/discussions'),
  ];
  expect(named.length).toBeGreaterThan(20);
  // Migration files live in a folder of db/, not a domain.
  const missing = named.filter((name) => name !== 'migrations' && !map.includes(`\`${name}/\``));
  expect(missing).toEqual([]);
});

it('sends every row of "Where does X live" to a path that exists', () => {
  const start = map.indexOf('## Where does X live');
  expect(start).toBeGreaterThanOrEqual(0);
  const section = map.slice(start, map.indexOf('\n## ', start + 1));
  const rows = section
    .split('\n')
    .filter((line) => /^\| [^-]/.test(line) && !line.startsWith('| looking for'));
  expect(rows.length).toBeGreaterThanOrEqual(20);
  const paths = rows.flatMap((row) =>
    [...row.matchAll(/`((?:src|tests|e2e|docs|scripts)\/[^`]*)`/g)].map((match) => match[1] ?? ''),
  );
  // Each row names at least one path of the repository.
  expect(rows.filter((row) => !/`(?:src|tests|e2e|docs|scripts)\//.test(row))).toEqual([]);
  expect(paths.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
});
