import {
  findEmailAddresses,
  findPhoneNumbers,
  findSocialSecurityNumbers,
  findStreetAddresses,
} from './personal-info-rules';
import { findSolicitation } from './solicitation-rules';

// The community rules as pure functions of text (docs/product.md#moderation): no database, no clock, so
// the table test in tests/unit/auto-moderation.test.ts can measure precision and recall on real posts.

export type RuleName =
  | 'phone-number'
  | 'email-address'
  | 'street-address'
  | 'ssn'
  | 'solicitation'
  | 'watched-word';
/** The report reason a hit files under: the first two are docs/product.md#validation's reasons. */
export type RuleReason = 'Personal information' | 'Buying/selling' | 'Watched word';

export interface RuleHit {
  rule: RuleName;
  reason: RuleReason;
  /** Personal information is severe: the content is held for review instead of published. */
  severe: boolean;
  /** What matched, personal information partly redacted; for the moderation queue. */
  detail: string;
}

const RULES: { rule: RuleName; reason: RuleReason; label: string; find: (text: string) => string[] }[] = [
  { rule: 'phone-number', reason: 'Personal information', label: 'Phone number', find: findPhoneNumbers },
  {
    rule: 'email-address',
    reason: 'Personal information',
    label: 'E-mail address',
    find: findEmailAddresses,
  },
  {
    rule: 'street-address',
    reason: 'Personal information',
    label: 'Street address',
    find: findStreetAddresses,
  },
  {
    rule: 'ssn',
    reason: 'Personal information',
    label: 'Social Security number',
    find: findSocialSecurityNumbers,
  },
  {
    rule: 'solicitation',
    reason: 'Buying/selling',
    label: 'Buying/selling or solicitation',
    find: findSolicitation,
  },
];

// Digits inside links (document ids, well-browser queries) are not phone numbers or addresses.
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
const MAX_LISTED = 3;

function describeMatches(label: string, matches: string[]): string {
  const unique = [...new Set(matches)];
  const shown = unique.slice(0, MAX_LISTED).map((m) => `"${m}"`);
  const more = unique.length > MAX_LISTED ? ` and ${unique.length - MAX_LISTED} more` : '';
  return `${label}: ${shown.join(', ')}${more}`;
}

const WORD_CHAR_AT_END = /[\p{L}\p{N}]$/u;
const WORD_CHAR_AT_START = /^[\p{L}\p{N}]/u;

/**
 * Watched words (company and landman names): whole words or phrases, any case, any spacing. Returns those
 * found. indexOf rather than one regex per word: a list of hundreds of names stays cheap on a long post.
 */
export function findWatchedWords(text: string, watchedWords: readonly string[]): string[] {
  const haystack = text.toLowerCase().replace(/\s+/g, ' ');
  return watchedWords
    .filter((word) => {
      const needle = word.trim().toLowerCase().replace(/\s+/g, ' ');
      if (!needle) return false;
      for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
        // Letters and digits of any script count as "inside a word", so 'XTO' does not match 'XTOE'.
        const before = haystack.slice(Math.max(0, at - 2), at);
        const after = haystack.slice(at + needle.length, at + needle.length + 2);
        if (!WORD_CHAR_AT_END.test(before) && !WORD_CHAR_AT_START.test(after)) return true;
      }
      return false;
    })
    .map((word) => word.trim());
}

/** Every rule the text breaks, at most one hit per rule. */
export function findRuleHits(text: string, watchedWords: readonly string[] = []): RuleHit[] {
  const withoutLinks = text.replace(LINK, ' ');
  const hits: RuleHit[] = [];
  for (const { rule, reason, label, find } of RULES) {
    const matches = find(rule === 'email-address' ? text : withoutLinks);
    if (matches.length > 0) {
      hits.push({
        rule,
        reason,
        severe: reason === 'Personal information',
        detail: describeMatches(label, matches),
      });
    }
  }
  const watched = findWatchedWords(text, watchedWords);
  if (watched.length > 0) {
    hits.push({
      rule: 'watched-word',
      reason: 'Watched word',
      severe: false,
      detail: describeMatches('Watched word', watched),
    });
  }
  return hits;
}
