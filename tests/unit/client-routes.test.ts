// The server answers 404 for page addresses the browser app does not have (src/shared/routes.ts). That only
// works while the shared list and the React route table name the same paths.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_PATTERNS, isClientRoute } from '../../src/shared/routes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the shared list of client routes', () => {
  it('names exactly the paths of the React route table', () => {
    const table = readFileSync(path.join(root, 'src/client/app/routes.tsx'), 'utf8');
    const paths = [...table.matchAll(/path: '([^']+)'/g)].map((m) => m[1]).filter((p) => p !== '*');
    expect([...paths].sort()).toEqual([...CLIENT_ROUTE_PATTERNS].sort());
  });

  it('matches one segment per parameter, ignoring case and a trailing slash', () => {
    expect(isClientRoute('/thread/12')).toBe(true);
    expect(isClientRoute('/THREADS/')).toBe(true);
    expect(isClientRoute('/thread/12/extra')).toBe(false);
    expect(isClientRoute('/thread/')).toBe(false);
    expect(isClientRoute('/nope')).toBe(false);
  });
});
