import { sql } from 'kysely';

// The list's county filter (docs/decisions/042-thread-counties.md): "the thread's counties contain this
// one", which the GIN index of migration 028 answers for the listed (not removed) threads.

/** Threads aliased `t` about this county. */
export const aboutCounty = (county: string) => sql<boolean>`t.counties @> array[${county}]::text[]`;
