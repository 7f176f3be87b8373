// No two files of ours import each other, directly or round a longer loop (docs/architecture.md#layers). A
// circle means a function sits in the wrong file: the module that loads second sees the first half-made,
// and neither can be understood, tested or loaded lazily alone. Type-only imports count too.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

type Madge = (
  root: string,
  config: { fileExtensions: string[]; tsConfig: string; baseDir: string },
) => Promise<{ circular(): string[][] }>;
const madge = createRequire(import.meta.url)('madge') as Madge;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Reading and parsing every file under src/ takes a while on a shared machine: a hang detector only.
it('no import circles under src/', { timeout: 240_000 }, async () => {
  const graph = await madge(path.join(root, 'src'), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.json'),
    baseDir: root,
  });
  const circles = graph.circular().map((circle) => circle.join(' -> '));
  expect(circles).toEqual([]);
});
