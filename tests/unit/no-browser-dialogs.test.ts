import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/product.md#dialogs: the app asks in in-page dialogs, never with the browser's alert, confirm or prompt.
const clientDir = path.resolve(import.meta.dirname, '..', '..', 'src', 'client');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('the browser app', () => {
  it('never calls window.alert, window.confirm or window.prompt', () => {
    const calls = sources(clientDir).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({
          line: line.replace(/\/\/.*$/, ''),
          where: `${path.relative(clientDir, file)}:${index + 1}`,
        }))
        .filter(({ line }) =>
          /(?<![\w.])(?:window\.|globalThis\.)?(?:alert|confirm|prompt)\s*\((?!\s*\w+\??\s*:)/.test(line),
        )
        .map(({ where }) => where),
    );
    expect(calls).toEqual([]);
  });
});
