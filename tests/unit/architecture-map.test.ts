// docs/architecture.md is the map a newcomer reads first: every server area, every domain folder inside an
// area and every client feature folder must be named on it (as `name/`), or this test names what is missing.
import { readdirSync, readFileSync } from 'node:fs';
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
    ...folders('src/client/features'),
  ];
  expect(named.length).toBeGreaterThan(20);
  // Migration files live in a folder of db/, not a domain.
  const missing = named.filter((name) => name !== 'migrations' && !map.includes(`\`${name}/\``));
  expect(missing).toEqual([]);
});
