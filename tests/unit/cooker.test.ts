import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Cooker, findWorkerFile, plainTextFallback } from '../../src/server/forum/cooking/cooker';
import { hostilePosts } from '../support/hostile-markdown';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const sourceWorker = path.join(root, 'src', 'server', 'forum', 'cooking', 'cook-worker.mjs');

describe('the cooking worker', () => {
  it('is found beside the module under tsx and from a bundle in dist/server', () => {
    expect(findWorkerFile(pathToFileURL(path.join(root, 'src/server/forum/cooking/cooker.ts')).href)).toBe(
      sourceWorker,
    );
    // After `npm start` the build has copied the worker beside the bundle, which then uses that copy.
    const builtWorker = path.join(root, 'dist', 'server', 'cook-worker.mjs');
    expect(findWorkerFile(pathToFileURL(path.join(root, 'dist/server/main.js')).href)).toBe(
      existsSync(builtWorker) ? builtWorker : sourceWorker,
    );
  });

  it('cooks from a compiled esbuild bundle of the server code', () => {
    // tmp/ may not exist yet in a fresh clone (the budget check or another test usually makes it first).
    mkdirSync(path.join(root, 'tmp'), { recursive: true });
    const outDir = mkdtempSync(path.join(root, 'tmp', 'cook-build-'));
    try {
      const entry = path.join(outDir, 'entry.ts');
      const outFile = path.join(outDir, 'dist', 'server', 'main.mjs');
      writeFileSync(
        entry,
        `import { Cooker } from ${JSON.stringify(path.join(root, 'src/server/forum/cooking/cooker.ts'))};
const cooker = new Cooker({ workers: 1 });
console.log((await cooker.cook('**built**')).html);
cooker.close();
`,
      );
      execFileSync(path.join(root, 'node_modules', '.bin', 'esbuild'), [
        entry,
        '--bundle',
        '--platform=node',
        '--format=esm',
        '--packages=external',
        `--outfile=${outFile}`,
        '--log-level=warning',
      ]);
      const out = execFileSync(process.execPath, [outFile], { cwd: root, encoding: 'utf8' });
      expect(out.trim()).toBe('<p><strong>built</strong></p>');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('stores escaped plain text for a post that overruns its time', async () => {
    const cooker = new Cooker({ workers: 1, limitMs: 1 });
    const [hostile = ''] = hostilePosts(1);
    const cooked = await cooker.cook(`<b>${hostile}`);
    cooker.close();
    expect(cooked.html).toBe(plainTextFallback(`<b>${hostile}`));
    expect(cooked.html.startsWith('<p>&lt;b&gt;')).toBe(true);
  });

  it('gives a closed cooker’s posts their text, marked for re-cooking', async () => {
    const cooker = new Cooker({ workers: 1 });
    cooker.close();
    expect(await cooker.cook('a & b')).toEqual({ html: '<p>a &amp; b</p>\n', version: 0 });
  });
});
