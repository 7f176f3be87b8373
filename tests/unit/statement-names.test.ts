import { describe, expect, it } from 'vitest';
import { StatementNames } from '../../src/server/platform/db/statement-names';

// Which query texts become named (prepared) statements: repeated ones, of the kinds that take a plan, up to
// a bound, each text keeping one name and no name serving two texts.

describe('statement names', () => {
  const text = (n: number) => `select id from posts where thread_id = $1 and id > ${n}`;

  it('names a text at its third call and keeps that name', () => {
    const names = new StatementNames(10, 3);
    expect(names.nameOf(text(1))).toBeUndefined();
    expect(names.nameOf(text(1))).toBeUndefined();
    const name = names.nameOf(text(1));
    expect(name).toMatch(/^forum_\d+$/);
    expect(names.nameOf(text(1))).toBe(name);
  });

  it('gives two texts two names', () => {
    const names = new StatementNames(10, 1);
    const a = names.nameOf(text(1));
    const b = names.nameOf(text(2));
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
  });

  it('names at most the bound, and texts named before stay named', () => {
    const names = new StatementNames(3, 1);
    const first = [1, 2, 3].map((n) => names.nameOf(text(n)));
    expect(first.every((n) => n !== undefined)).toBe(true);
    expect(names.nameOf(text(4))).toBeUndefined();
    expect(names.size).toBe(3);
    expect(names.nameOf(text(2))).toBe(first[1]);
  });

  it('never names transaction control, settings or other commands', () => {
    const names = new StatementNames(10, 1);
    for (const command of [
      'begin',
      'commit',
      'rollback',
      'savepoint a',
      'set statement_timeout = 0',
      'listen x',
    ])
      expect(names.nameOf(command)).toBeUndefined();
    for (const query of ['select 1', ' with a as (select 1) select * from a', 'insert into t values ($1)'])
      expect(names.nameOf(query)).toBeDefined();
    expect(names.nameOf('UPDATE t SET a = $1')).toBeDefined();
    expect(names.nameOf('delete from t where id = $1')).toBeDefined();
    // A query planned for each call's values (search) is never named.
    for (let i = 0; i < 5; i++)
      expect(names.nameOf('/* planned per call */ with a as (select $1) select 1')).toBeUndefined();
  });
});
