import type { Kysely } from 'kysely';
import type { WatchedWord } from '../../../shared/contracts/admin';
import { conflict, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireAdmin } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { writeAudit } from '../audit/audit-log';
import { changeWatchedWords } from './watched-words-cache';

// The staff-edited list auto-moderation watches for (company and landman names, docs/product.md#moderation). Admins edit it;
// screenContent keeps it in memory (watched-words-cache.ts); every change goes through changeWatchedWords, so
// it applies to the next post at once in this process, and in the others as soon as they hear of it.

type Db = Kysely<Database>;

function selectWords(db: Db) {
  return db
    .selectFrom('watched_words as w')
    .leftJoin('users as u', 'u.id', 'w.created_by')
    .select(['w.id', 'w.word', 'w.created_at', 'u.username as created_by_username']);
}

const toWatchedWord = (row: {
  id: number;
  word: string;
  created_at: Date;
  created_by_username: string | null;
}): WatchedWord => ({
  id: row.id,
  word: row.word,
  created_at: new Date(row.created_at).toISOString(),
  created_by_username: row.created_by_username,
});

export async function listWatchedWords(db: Db, caller: Caller): Promise<{ words: WatchedWord[] }> {
  requireAdmin(caller);
  const rows = await selectWords(db).orderBy('w.word').execute();
  return { words: rows.map(toWatchedWord) };
}

export async function addWatchedWord(db: Db, caller: Caller, word: string): Promise<{ word: WatchedWord }> {
  const actor = requireAdmin(caller);
  return changeWatchedWords(db, async (trx) => {
    // The unique index is on lower(word): 'XTO' and 'xto' are the same watched word.
    const inserted = await trx
      .insertInto('watched_words')
      .values({ word, created_by: actor.id })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw conflict(`"${word}" is already on the list.`, 'DUPLICATE_WORD');
    await writeAudit(trx, actor, {
      action: 'add_watched_word',
      targetType: 'watched_word',
      targetId: inserted.id,
      details: word,
    });
    const row = await selectWords(trx).where('w.id', '=', inserted.id).executeTakeFirstOrThrow();
    return { word: toWatchedWord(row) };
  });
}

export async function removeWatchedWord(
  db: Db,
  caller: Caller,
  id: number,
): Promise<{ ok: true; message: string }> {
  const actor = requireAdmin(caller);
  return changeWatchedWords(db, async (trx) => {
    const removed = await trx
      .deleteFrom('watched_words')
      .where('id', '=', id)
      .returning('word')
      .executeTakeFirst();
    if (!removed) throw notFound('That watched word does not exist.');
    await writeAudit(trx, actor, {
      action: 'remove_watched_word',
      targetType: 'watched_word',
      targetId: id,
      details: removed.word,
    });
    return { ok: true as const, message: `"${removed.word}" is no longer watched.` };
  });
}
