import pg from 'pg';
import type { ForumProcess } from '../../support/forum-process';
import { type Answer, call, isSuccess } from './forum-client';
import { findLostWrites } from './lost-writes';
import { pause, type WriteLoad } from './write-load';

// What every database-fault test checks after the fault: the forum recovered by itself, every answer was a
// success or a clear 503, and no acknowledged write is missing.

/** Waits until /healthz is 200 and a new write was acknowledged; answers when (Date.now()). */
export async function waitForRecovery(forum: ForumProcess, load: WriteLoad, fault: string): Promise<number> {
  const ackedBefore = load.ackedWrites;
  for (;;) {
    // A crashed forum cannot recover: say why at once rather than wait for the test's timeout.
    if (forum.child.exitCode !== null || forum.child.signalCode !== null)
      throw new Error(`The forum process died during the ${fault}:\n${forum.output()}`);
    const health = await call(forum.url, 'healthz', 'GET', '/healthz');
    if (health.status === 200 && load.ackedWrites > ackedBefore) return Date.now();
    await pause(100);
  }
}

/** Answers that were neither a success nor a 503 with the database's JSON error, described. */
export function unexpectedAnswers(answers: Answer[]): string[] {
  return answers
    .filter(
      (a) =>
        !isSuccess(a) &&
        !(
          a.status === 503 &&
          ['DB_UNAVAILABLE', 'BUSY'].includes((a.body as { code?: string } | null)?.code ?? '')
        ),
    )
    .map((a) => `${a.kind}: ${a.status} ${a.error ?? JSON.stringify(a.body)}`);
}

/** The load's acknowledged writes missing from the database at databaseUrl. */
export async function lostWritesIn(databaseUrl: string, load: WriteLoad) {
  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  return findLostWrites((text, params) => check.query(text, params), load).finally(() => check.end());
}
