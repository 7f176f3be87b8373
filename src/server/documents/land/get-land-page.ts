import type { z } from 'zod';
import { parseLandKey, type Section, type Township } from '../../../calc/land/land-key';
import {
  meridianName,
  sectionNames,
  sectionTitle,
  stateName,
  townshipNames,
  townshipTitle,
} from '../../../calc/land/land-names';
import type { Land, LandPageResponse, landPageQuery } from '../../../shared/contracts/land';
import { notFound } from '../../errors';
import { selectThreads, toThread } from '../../forum/records/thread-rows';
import type { Db } from '../../forum/records/visibility';
import { countiesOfThreads } from '../../forum/thread-counties/counties-of-threads';
import { aboutCounty } from '../../forum/thread-counties/county-filter';
import { paginate } from '../../forum/threads/list-threads';
import { landFeedPath, landMapPath, landPagePath } from './land-paths';

export interface LandAddress {
  state: string;
  meridian: string;
  township: string;
  range: string;
  section?: string;
}

/** The section or township an address names, or null when it names no real land. */
export function landFromAddress(address: LandAddress): { key: string; land: Section | Township } | null {
  const parts = [address.state, address.meridian, address.township, address.range, address.section];
  const key = parts
    .filter((part) => part !== undefined)
    .join('-')
    .toLowerCase();
  const land = parseLandKey(key);
  return land ? { key, land } : null;
}

export function describeLand(key: string, land: Section | Township): Land {
  const section = 'section' in land ? land : null;
  const townshipKey = key.split('-').slice(0, 4).join('-');
  return {
    key,
    kind: section ? 'section' : 'township',
    title: section ? sectionTitle(section) : townshipTitle(land),
    names: section ? sectionNames(section) : townshipNames(land),
    state: stateName(land.state),
    meridian: meridianName(land.meridian),
    section: section?.section ?? null,
    township_path: landPagePath(townshipKey),
    map_path: landMapPath(section ? key : ''),
    feed_path: landFeedPath(key),
  };
}

/** The ids of visible threads with a visible post naming the land: the page's list and its feed. */
export const threadsNaming = (db: Db, key: string) =>
  db
    .selectFrom('post_land_refs as r')
    .innerJoin('posts as p', 'p.id', 'r.post_id')
    .where('r.land_key', '=', key)
    .where('p.status', '=', 'visible')
    .select('p.thread_id');

/** What a search by land narrows the threads to (all three absent on the land's own page). */
export interface LandNarrowing {
  categoryIds?: number[] | null;
  county?: string;
  solved?: '0' | '1';
}

/** One page of the visible threads naming the land, newest activity first, and how many there are. */
export async function pageOfThreadsNaming(
  db: Db,
  key: string,
  input: { page: number; limit: number } & LandNarrowing,
) {
  const naming = threadsNaming(db, key);
  const { categoryIds, county, solved } = input;
  const [rows, counted] = await Promise.all([
    selectThreads(db)
      .where('t.status', '=', 'visible')
      .where('t.id', 'in', naming)
      .$if(!!categoryIds, (qb) => qb.where('t.category_id', 'in', categoryIds ?? []))
      .$if(!!county, (qb) => qb.where(aboutCounty(county ?? '')))
      .$if(solved === '1', (qb) => qb.where('t.answer_post_id', 'is not', null))
      .$if(solved === '0', (qb) => qb.where('t.answer_post_id', 'is', null))
      .orderBy('t.last_post_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    db
      .selectFrom('threads as t')
      .where('t.status', '=', 'visible')
      .where('t.id', 'in', naming)
      .$if(!!categoryIds, (qb) => qb.where('t.category_id', 'in', categoryIds ?? []))
      .$if(!!county, (qb) => qb.where(aboutCounty(county ?? '')))
      .$if(solved === '1', (qb) => qb.where('t.answer_post_id', 'is not', null))
      .$if(solved === '0', (qb) => qb.where('t.answer_post_id', 'is', null))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows, counted };
}

/**
 * GET /api/land/…: the land, and one page of the visible threads that name it, newest activity first. The
 * same for everyone (held and removed content never shows here), so guests and crawlers read it too.
 */
export async function getLandPage(
  db: Db,
  address: LandAddress,
  input: z.output<typeof landPageQuery>,
): Promise<LandPageResponse> {
  const found = landFromAddress(address);
  if (!found)
    throw notFound(
      address.section === undefined ? 'There is no such township.' : 'There is no such section.',
    );
  const [{ rows, counted }, counties] = await Promise.all([
    pageOfThreadsNaming(db, found.key, input),
    countiesOfThreads(db, threadsNaming(db, found.key)),
  ]);
  return {
    counties,
    land: describeLand(found.key, found.land),
    threads: rows.map(toThread),
    pagination: paginate(input.page, input.limit, Number(counted?.total ?? 0)),
  };
}
