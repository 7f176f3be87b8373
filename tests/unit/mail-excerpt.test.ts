import { describe, expect, it } from 'vitest';
import {
  excerptOf,
  foldQuotes,
  plainMarkdown,
} from '../../src/server/conversation/notification-mail/mail-excerpt';

// The excerpt a notification e-mail shows: a reply that quoted okie_anne used to read
// `[quote="okieanne" post=23] … [/quote]`, the markup raw and the underscore eaten as emphasis.

describe('the excerpt of a post in a notification e-mail', () => {
  it('folds a quote to "name wrote: …" and keeps the name as written', () => {
    const reply =
      '[quote="okie_anne" post=23]\nThe lease says 3/16.\n[/quote]\n\nThanks @okie_anne, that helps.';
    expect(excerptOf(reply)).toBe('okie_anne wrote: … Thanks @okie_anne, that helps.');
  });

  it('folds nested quotes and quotes without a name, and drops a stray closing mark', () => {
    const nested = '[quote="a_b" post=1]\n[quote="c" post=2]\ninner\n[/quote]\nouter\n[/quote]\nmine';
    expect(excerptOf(nested)).toBe('a_b wrote: … mine');
    expect(foldQuotes('[quote post=5]\nwords\n[/quote]\nok')).toBe('Quoting a post: …\nok');
    expect(excerptOf('half\n[/quote]\nrest')).toBe('half rest');
  });

  it('takes Markdown marks off words but leaves underscores and stars inside them', () => {
    expect(plainMarkdown('**bold** _it_ __b__ *i* ~~old~~ `code` [the OCC](https://x.test)')).toBe(
      'bold it b i old code the OCC',
    );
    expect(plainMarkdown('snake_case_name, 2*3*4 and okie_anne')).toBe(
      'snake_case_name, 2*3*4 and okie_anne',
    );
    expect(plainMarkdown('# Heading\n> quoted line')).toBe('Heading\nquoted line');
  });

  it('is null for nothing to show, and cut at a word past 400 characters', () => {
    expect(excerptOf(null)).toBeNull();
    expect(excerptOf('[quote="x" post=1]\n\n[/quote]')).toBe('x wrote: …');
    const long = excerptOf('word '.repeat(200)) ?? '';
    expect(long.length).toBeLessThanOrEqual(401);
    expect(long.endsWith('word…')).toBe(true);
  });
});
