import { sql } from 'kysely';

// Named (prepared) statements on PostgreSQL (docs/decisions/056-prepared-statements.md). node-postgres sends
// an unnamed statement unless a query carries a name, and then PostgreSQL parses, analyses and plans its text
// again on every call: on the write bench that was more than half of the database's time for a reply. A
// query text the forum sends again and again gets a name here; node-postgres then parses it once on each
// connection, and PostgreSQL may keep its plan (after five calls, when the generic plan costs no more than
// the custom ones, `plan_cache_mode = auto`).
//
// The texts are the forum's own (Kysely compiles them; values always travel apart), so their number is
// bounded by the code, except for lists of varying length (`in ($1, $2, …)`): a text is named only once it
// has been seen a few times, and at most MAX_NAMED texts are, so each connection holds a bounded set.

/** Texts named per process; each connection keeps at most this many statements. */
const MAX_NAMED = 1_000;
/** A text is named at its SEEN_BEFORE_NAMING-th call: a one-off text is never prepared. */
const SEEN_BEFORE_NAMING = 3;
/** Texts counted while not yet named; past this the counts start over. */
const MAX_COUNTED = 5_000;

const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;
/**
 * Starts a query whose best plan depends on its values (search, where the words decide between an index and
 * a walk of the newest rows): it is never named, so PostgreSQL plans it for each call's values.
 */
const PER_CALL_MARK = '/* planned per call */';
export const PLANNED_PER_CALL = sql.raw(PER_CALL_MARK);

export class StatementNames {
  private readonly named = new Map<string, string>();
  private readonly counted = new Map<string, number>();

  constructor(
    private readonly maxNamed = MAX_NAMED,
    private readonly seenBeforeNaming = SEEN_BEFORE_NAMING,
  ) {}

  /** The statement name for this text, or undefined to send it unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.named.get(text);
    if (name !== undefined) return name;
    if (this.named.size >= this.maxNamed || !PREPARABLE.test(text) || text.startsWith(PER_CALL_MARK))
      return undefined;
    const seen = (this.counted.get(text) ?? 0) + 1;
    if (seen < this.seenBeforeNaming) {
      if (this.counted.size >= MAX_COUNTED) this.counted.clear();
      this.counted.set(text, seen);
      return undefined;
    }
    this.counted.delete(text);
    // Names are this process's own: a text keeps its name for the process's life, and no two texts share one.
    const next = `forum_${this.named.size}`;
    this.named.set(text, next);
    return next;
  }

  get size(): number {
    return this.named.size;
  }
}

/** One registry per process (tests may give a pool its own): a connection never sees one name for two texts. */
export const statementNames = new StatementNames();
