// The top entries of a V8 CPU profile (`BENCH_PROFILE=1 npm run bench -- load` writes them to tmp/bench/):
// self time per function, and per package or source folder, as shares of the whole profile.
//   npx tsx bench/profile-top.ts tmp/bench/CPU.*.cpuprofile [--top 25]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 25;
const files = args.filter((a, i) => !a.startsWith('--') && (topIndex < 0 || i !== topIndex + 1));
if (files.length === 0) {
  console.error('Usage: npx tsx bench/profile-top.ts <file.cpuprofile>... [--top N]');
  process.exit(1);
}

/** Where a frame's code lives: a package name, a folder of ours, or V8's own entries. */
function area(url: string, name: string): string {
  if (!url) return `(${name || 'native'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  const ours = /\/(src\/[^/]+\/[^/]+|dist\/server)\//.exec(url);
  return ours ? ours[1]! : url.replace(/^.*\//, '');
}

const byFunction = new Map<string, number>();
const byArea = new Map<string, number>();
let total = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    if (!node) return;
    const dt = profile.timeDeltas[i] ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules\/)?/, '')}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + dt);
    const where = area(url, functionName);
    byArea.set(where, (byArea.get(where) ?? 0) + dt);
    total += dt;
  });
}

function print(title: string, map: Map<string, number>): void {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
}
console.log(`${(total / 1e6).toFixed(1)} s of samples in ${files.length} profile(s)`);
print('self time by function', byFunction);
print('self time by package or folder', byArea);
