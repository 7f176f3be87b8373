// No two files of ours import each other, directly or round a longer loop (docs/architecture.md#layers). A
// circle means a function sits in the wrong file: the module that loads second sees the first half-made,
// and neither can be understood, tested or loaded lazily alone. Type-only imports count too.
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../support/source-imports';

describe('import circles', () => {
  it('no import circles under src/', () => {
    const graph = importGraph();
    const circles = importCircles(graph).map((circle) => circle.join(' <-> '));
    expect(circles).toEqual([]);
  });

  it('finds a circle of any length, a file importing itself, and nothing in a chain', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', []],
      ['f.ts', ['f.ts']],
      ['g.ts', ['a.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['f.ts']]);
    expect(
      importCircles(
        new Map([
          ['x.ts', ['y.ts']],
          ['y.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads real imports: multi-line, type-only, re-exports and lazy ones resolve to files', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    // app-layout imports the reading slots lazily and the session context statically.
    const layout = graph.get('src/client/app/layout/app-layout.tsx') ?? [];
    expect(layout).toContain('src/client/features/forum/reading/thread-reading-tools.tsx');
    expect(layout).toContain('src/client/session/session-context.tsx');
  });
});
