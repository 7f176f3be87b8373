// The repository's own import graph, read from the sources' text: every file under src/ and the files each
// imports by a relative path, resolved to the file that answers it. Fast enough for a unit test (well under
// a second for the whole tree), where a full parser took 20 to 50 s on a shared machine.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Every file under src/ whose name matches `kinds` (TypeScript by default) that git tracks or would track, as
 * paths from the repository root.
 */
export function sourceFiles(kinds: RegExp = /\.(?:ts|tsx)$/): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'src'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => kinds.test(file) && existsSync(path.join(repositoryRoot, file)));
}

// `import … from './x'`, `export … from './x'`, `import './x'` and `import('./x')`, type-only ones included.
const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.\.?\/[^'"]+)['"]/g;

/** The relative imports of a file, as paths from the repository root (unresolved: './x' stays 'dir/x'). */
export function importsOf(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(path.join(repositoryRoot, file), 'utf8');
  } catch {
    return [];
  }
  return [...text.matchAll(RELATIVE_IMPORT)].map((match) =>
    path.relative(repositoryRoot, path.resolve(repositoryRoot, path.dirname(file), match[1] ?? '')),
  );
}

const SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The source file an import names ('x.js' written for 'x.ts' included), or null for CSS, assets and the like. */
export function resolveImport(target: string, files: ReadonlySet<string>): string | null {
  const bare = target.replace(/\.js$/, '');
  for (const suffix of SUFFIXES) if (files.has(bare + suffix)) return bare + suffix;
  return null;
}

/** Each source file and the source files it imports. */
export function importGraph(files: string[] = sourceFiles()): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(file)
      .map((target) => resolveImport(target, known))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The graph's circles: each group of files that reach one another through their imports (Tarjan's strongly
 * connected components of more than one file, or a file that imports itself), sorted for a stable message.
 */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (start: string) => {
    // Iterative, so a deep chain of imports cannot overflow the call stack.
    const work: { file: string; next: number }[] = [{ file: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1] as { file: string; next: number };
      const targets = graph.get(top.file) ?? [];
      if (top.next < targets.length) {
        const target = targets[top.next++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target))
          low.set(top.file, Math.min(low.get(top.file) ?? 0, index.get(target) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file) ?? 0, low.get(top.file) ?? 0));
      if (low.get(top.file) !== index.get(top.file)) continue;
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== top.file);
      if (group.length > 1 || (graph.get(top.file) ?? []).includes(top.file)) circles.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
