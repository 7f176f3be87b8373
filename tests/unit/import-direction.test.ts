// Imports flow one way (docs/architecture.md#layers): src/calc imports nothing of ours, src/shared only calc,
// and the server and the client build on those two without importing each other. Inside the client,
// features do not import other features; shared widgets live in ui/. Inside the server, each area imports
// from another area only the domains AREA_IMPORTS names for it (docs/decisions/047-the-house-in-order.md),
// and its README's "May import" line says the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf, repositoryRoot, sourceFiles } from '../support/source-imports';

const sources = sourceFiles();

const layerOf = (file: string): string => file.split('/')[1] ?? '';
const ALLOWED: Record<string, string[]> = {
  calc: ['calc'],
  shared: ['shared', 'calc'],
  server: ['server', 'shared', 'calc'],
  client: ['client', 'shared', 'calc'],
};

const AREAS = ['forum', 'people', 'staff', 'conversation', 'documents', 'platform'] as const;
type Area = (typeof AREAS)[number];

/**
 * The domains (area/folder) of other areas each area may import. An import not listed here is either a
 * function in the wrong area, to move, or a new flow between areas, to add here and to the README together.
 */
const AREA_IMPORTS: Record<Area, string[]> = {
  forum: [
    'conversation/notifications',
    'documents/attachments',
    'documents/calc-cards',
    'documents/land',
    'people/auth',
    'people/members',
    'people/users',
    'platform/cache',
    'platform/db',
    'platform/http',
    'staff/audit',
    'staff/moderation',
    'staff/reports',
  ],
  people: [
    'conversation/mail',
    'conversation/notification-mail',
    'documents/attachments',
    'documents/media',
    'forum/records',
    'platform/cache',
    'platform/db',
    'platform/jobs',
    'platform/storage',
    'staff/audit',
  ],
  staff: [
    'conversation/notifications',
    'forum/answers',
    'forum/records',
    'people/account-data',
    'people/auth',
    'people/users',
    'platform/db',
  ],
  conversation: [
    'documents/attachments',
    'documents/land',
    'forum/cooking',
    'forum/post-references',
    'forum/posting-limits',
    'forum/posts',
    'forum/reading',
    'forum/records',
    'people/auth',
    'people/ignoring',
    'platform/db',
    'platform/jobs',
    'platform/storage',
  ],
  documents: [
    'forum/feeds',
    'forum/records',
    'forum/thread-counties',
    'forum/threads',
    'people/auth',
    'platform/db',
    'platform/storage',
    'staff/moderation',
  ],
  // Only from the wiring files below: the platform stands under every area and names them only where it
  // plugs them in.
  platform: [
    'conversation/digest',
    'conversation/mail',
    'conversation/notification-mail',
    'conversation/notifications',
    'forum/cooking',
    'forum/post-references',
    'forum/posts',
    'forum/records',
    'forum/threads',
    'people/account-data',
    'people/auth',
  ],
};

/** The platform's files that wire the areas in: the caller and access plugins, the jobs list, the caches'
 * installer, the replicas' read routing, the maintenance tickers and the operator commands. */
const PLATFORM_WIRING = [
  /^src\/server\/platform\/http\/(?:caller-plugin|access)\.ts$/,
  /^src\/server\/platform\/jobs\/handlers\.ts$/,
  /^src\/server\/platform\/cache\/install-caches\.ts$/,
  /^src\/server\/platform\/replicas\/read-routing\.ts$/,
  /^src\/server\/platform\/maintenance\//,
  /^src\/server\/platform\/cli\//,
];

/** The area and its domain (`forum/posts`) of a server file, or null outside the areas. */
function domainOf(file: string): { area: Area; domain: string } | null {
  const match = /^src\/server\/([^/]+)\/([^/]+)\//.exec(file);
  const area = match?.[1] as Area | undefined;
  if (!match || !area || !AREAS.includes(area)) return null;
  return { area, domain: `${area}/${match[2]}` };
}

/** Each import from one area into another that the table does not allow, as "file -> target (why)". */
function crossAreaViolations(
  graph: Map<string, string[]>,
  table: Record<Area, string[]>,
  wiring: RegExp[],
): string[] {
  const wrong: string[] = [];
  for (const [file, targets] of graph) {
    const from = domainOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = domainOf(target);
      if (!to || to.area === from.area) continue;
      if (!table[from.area].includes(to.domain))
        wrong.push(`${file} -> ${target} (${to.domain} is not in ${from.area}'s list)`);
      else if (from.area === 'platform' && !wiring.some((pattern) => pattern.test(file)))
        wrong.push(`${file} -> ${target} (platform imports other areas only from its wiring files)`);
    }
  }
  return wrong.sort();
}

/** The domains a README's "May import" paragraph names in backticks (`forum/records`). */
function readmeDomains(area: Area): string[] {
  const text = readFileSync(path.join(repositoryRoot, 'src/server', area, 'README.md'), 'utf8');
  const start = text.indexOf('May import:');
  const paragraph = start < 0 ? '' : (text.slice(start).split('\n\n')[0] ?? '');
  const named = [...paragraph.matchAll(/`([a-z-]+\/[a-z-]+)`/g)].map((match) => match[1] ?? '');
  return named.filter((domain) => AREAS.includes(domain.split('/')[0] as Area)).sort();
}

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
      /^src\/client\/features\/([^/]+\/[^/]+)\//.exec(file)?.[1] ?? null;
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

describe('server areas import only the domains their table names', () => {
  const graph = importGraph(sources);

  it('no area imports a domain of another area that its list leaves out', () => {
    expect(crossAreaViolations(graph, AREA_IMPORTS, PLATFORM_WIRING)).toEqual([]);
  });

  it('every domain in the table is still imported, so the table stays as tight as the code', () => {
    const used = new Set<string>();
    for (const [file, targets] of graph) {
      const from = domainOf(file);
      for (const target of targets) {
        const to = domainOf(target);
        if (from && to && to.area !== from.area) used.add(`${from.area} -> ${to.domain}`);
      }
    }
    const unused = AREAS.flatMap((area) =>
      AREA_IMPORTS[area].map((domain) => `${area} -> ${domain}`).filter((entry) => !used.has(entry)),
    );
    expect(unused).toEqual([]);
  });

  it.each(AREAS)("the %s README's 'May import' line names exactly the table's domains", (area) => {
    expect(readmeDomains(area)).toEqual([...AREA_IMPORTS[area]].sort());
  });

  it('names the offending file and target, and holds the platform to its wiring files', () => {
    const synthetic = new Map([
      ['src/server/people/members/profile.ts', ['src/server/forum/search/snippet.ts']],
      ['src/server/people/auth/caller.ts', ['src/server/forum/records/visibility.ts']],
      ['src/server/platform/db/seed.ts', ['src/server/people/auth/passwords.ts']],
      ['src/server/platform/cli/create-user.ts', ['src/server/people/auth/passwords.ts']],
      ['src/server/forum/posts/create-post.ts', ['src/server/forum/records/visibility.ts']],
      ['src/server/app.ts', ['src/server/staff/admin/admin-routes.ts']],
    ]);
    expect(crossAreaViolations(synthetic, AREA_IMPORTS, PLATFORM_WIRING)).toEqual([
      "src/server/people/members/profile.ts -> src/server/forum/search/snippet.ts (forum/search is not in people's list)",
      'src/server/platform/db/seed.ts -> src/server/people/auth/passwords.ts (platform imports other areas only from its wiring files)',
    ]);
  });
});
