import { z } from 'zod';
import { countyChoice } from '../../calc/land/oklahoma-counties';
import { LIMITS } from '../constants';
import { COUNTY_TEXT } from '../county-texts';

// The counties a thread is about (docs/decisions/042-thread-counties.md): slugs of the 77 counties and
// "other-state", as addresses write them (?county=grady).

/** One county's slug: a known one, exactly as the list writes it. */
export const countySlugField = z
  .string({ error: COUNTY_TEXT.unknown })
  .max(40, COUNTY_TEXT.unknown)
  .refine((slug) => countyChoice(slug) !== undefined, COUNTY_TEXT.unknown);

/** A thread's counties: each known, each once, a few at most. */
export const countiesField = z
  .array(countySlugField, { error: COUNTY_TEXT.notAList })
  .max(LIMITS.threadCountiesMax, COUNTY_TEXT.tooMany)
  .refine((slugs) => new Set(slugs).size === slugs.length, COUNTY_TEXT.duplicate);

export const setCountiesBody = z.object({ counties: countiesField });
export type SetCountiesBody = z.input<typeof setCountiesBody>;
