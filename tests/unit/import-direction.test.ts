// Imports flow one way (docs/architecture.md#layers): src/calc imports nothing of ours, src/shared only calc,
// and the server and the client build on those two without importing each other. Inside the client,
// features do not import other features; shared widgets live in ui/.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'src'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(?:ts|tsx)$/.test(file));

/** Every relative import of a file, as a path from the repository root. */
function importsOf(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    return [];
  }
  const specifiers = [...text.matchAll(/(?:from\s+|import\(\s*)['"](\.\.?\/[^'"]+)['"]/g)];
  return specifiers.map((match) =>
    path.relative(root, path.resolve(root, path.dirname(file), match[1] ?? '')),
  );
}

const layerOf = (file: string): string => file.split('/')[1] ?? '';
const ALLOWED: Record<string, string[]> = {
  calc: ['calc'],
  shared: ['shared', 'calc'],
  server: ['server', 'shared', 'calc'],
  client: ['client', 'shared', 'calc'],
};

describe('imports flow one way', () => {
  it('each layer imports only the layers beneath it', () => {
    const wrong: string[] = [];
    for (const file of sources) {
      const allowed = ALLOWED[layerOf(file)];
      if (!allowed) continue;
      for (const target of importsOf(file))
        if (!target.startsWith('src/') || !allowed.includes(layerOf(target)))
          wrong.push(`${file} -> ${target}`);
    }
    expect(wrong).toEqual([]);
  });

  it('client features do not import one another', () => {
    const featureOf = (file: string): string | null =>
      /^src\/client\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
    const wrong: string[] = [];
    for (const file of sources) {
      const feature = featureOf(file);
      if (!feature) continue;
      for (const target of importsOf(file)) {
        const other = featureOf(target);
        if (other && other !== feature) wrong.push(`${file} -> ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reads the imports it checks', () => {
    expect(importsOf('src/server/app.ts').some((target) => target.startsWith('src/server/'))).toBe(true);
  });
});
