// Finds references a fresh clone cannot follow: paths that climb out of the repository, documents it does not
// have, and links into our own docs that point at a missing file or heading. Used by
// tests/unit/repository-boundary.test.ts, which runs inside `npm test`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Finding {
  file: string;
  line: number;
  problem: string;
}

/** Documents that live beside the repository on the team's machines but not in a clone. */
const OUTSIDE_DOCUMENTS =
  /\b(?:DESIGN\.md|STYLE\.md|spec sections?\s+\d)|shared\/fixtures|'\.\.',\s*'shared'/;

/** The text of the arguments of a call whose opening parenthesis is at `open`, split at top-level commas. */
function callArguments(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (char === '(') {
      depth++;
      if (depth === 1) continue;
    } else if (char === ')') {
      depth--;
      if (depth === 0) {
        args.push(current.trim());
        return args;
      }
    } else if (char === ',' && depth === 1) {
      args.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  return args;
}

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;
const stringLiteral = (arg: string): string | null => /^(['"`])([^'"`$]*)\1$/.exec(arg)?.[2] ?? null;

/**
 * Where `path.resolve(base, 'a', '..')` and `path.join(...)` land, when the base is recognisably the
 * repository root or this file's folder; null when the base is something else (a temp folder, a variable).
 */
function resolvedPathCall(args: string[], root: string, fileDir: string): string | null {
  const [base, ...rest] = args;
  if (base === undefined) return null;
  let start: string;
  if (/\b(?:root|repoRoot|projectRoot|repositoryRoot)\b/.test(base) && !/tmp/i.test(base)) start = root;
  else if (/import\.meta\.url|__dirname/.test(base)) start = fileDir;
  else return null;
  const segments: string[] = [];
  for (const arg of rest) {
    const literal = stringLiteral(arg);
    if (literal === null) break;
    segments.push(literal);
  }
  return path.resolve(start, ...segments);
}

const outside = (target: string, root: string): boolean =>
  target !== root && !target.startsWith(root + path.sep);

/** Every reference in one file's text that leads outside `root`. */
export function findOutsideReferences(file: string, text: string, root: string): Finding[] {
  const findings: Finding[] = [];
  const fileDir = path.dirname(path.resolve(root, file));
  text.split('\n').forEach((line, index) => {
    const match = OUTSIDE_DOCUMENTS.exec(line);
    if (match)
      findings.push({
        file,
        line: index + 1,
        problem: `refers to "${match[0]}", which a clone does not have`,
      });
  });
  for (const call of text.matchAll(/path\.(?:resolve|join)\(/g)) {
    const open = (call.index ?? 0) + call[0].length - 1;
    const target = resolvedPathCall(callArguments(text, open), root, fileDir);
    if (target && outside(target, root))
      findings.push({
        file,
        line: lineOf(text, open),
        problem: `a path resolves outside the repository: ${target}`,
      });
  }
  const relativeSpecifiers = /(?:from\s+|import\(\s*|require\(\s*|new URL\(\s*)(['"])(\.\.?\/[^'"]*)\1/g;
  for (const specifier of text.matchAll(relativeSpecifiers)) {
    const target = path.resolve(fileDir, specifier[2] ?? '');
    if (outside(target, root))
      findings.push({
        file,
        line: lineOf(text, specifier.index ?? 0),
        problem: `"${specifier[2]}" resolves outside the repository`,
      });
  }
  return findings;
}

/** GitHub's anchor for a Markdown heading: lower case, punctuation dropped, spaces become dashes. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** Links such as `docs/product.md#pages` (and continuation anchors `#states` on the same line) that do not resolve. */
export function findBrokenDocLinks(file: string, text: string, root: string): Finding[] {
  const findings: Finding[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (doc: string): Set<string> => {
    let known = anchorsOf.get(doc);
    if (!known) {
      const body = readFileSync(path.join(root, doc), 'utf8');
      known = new Set(
        [...body.matchAll(/^#{1,6}\s+(.+)$/gm)].map((heading) => headingAnchor(heading[1] ?? '')),
      );
      anchorsOf.set(doc, known);
    }
    return known;
  };
  text.split('\n').forEach((line, index) => {
    for (const link of line.matchAll(/\b((?:docs|bench)\/[\w./-]*\w\.md)((?:#[\w-]+)?)/g)) {
      const doc = link[1] ?? '';
      if (!existsSync(path.join(root, doc))) {
        findings.push({ file, line: index + 1, problem: `${doc} does not exist` });
        continue;
      }
      // Anchors written as "docs/product.md#pages, #validation and #limits" all belong to the same document.
      const rest = line.slice((link.index ?? 0) + (link[1] ?? '').length);
      const cited = [...rest.matchAll(/(?:^|[\s,(]|and )#([a-z][\w-]*)/g)].map((m) => m[1] ?? '');
      if (link[2]) cited.unshift(link[2].slice(1));
      for (const anchor of new Set(cited))
        if (!anchors(doc).has(anchor))
          findings.push({ file, line: index + 1, problem: `${doc} has no heading for #${anchor}` });
    }
  });
  return findings;
}
