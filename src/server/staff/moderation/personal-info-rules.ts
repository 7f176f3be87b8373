import { allMatches } from '../../../calc/all-matches';

// Personal information (community rules, docs/product.md#who-it-is-for): phone numbers, e-mail addresses, street and
// post-office-box addresses, Social Security numbers. Each finder returns the matches already partly
// redacted, because the queue shows them to every moderator and the audit trail keeps them.
//
// The hard part is what must NOT match in a mineral-rights forum: API well numbers (35-017-25123,
// 3501725123-0000), legal descriptions (NW/4 of Section 12-T5N-R4W), decimals on check stubs (0.00390625),
// fractions (3/16), dates, volumes and prices. Hence the guards around each number: no digit, dot, slash,
// dash or dollar sign glued to either side, and the NANP shape check on phone numbers.

const DASH = '\\-\\u2010-\\u2014';
const SEP = `[\\s.${DASH}]`;
// Not part of a longer number, decimal, fraction, range, price or identifier.
const BEFORE = `(?<![\\w.$/,${DASH}])`;
const AFTER = `(?![\\w/${DASH}]|[.,]\\d)`;

const PHONE_FORMATTED = new RegExp(
  `${BEFORE}(?:\\+?1${SEP}?)?(?:\\(\\d{3}\\)\\s?|\\d{3}${SEP})\\d{3}${SEP}\\d{4}${AFTER}`,
  'g',
);
const PHONE_BARE = new RegExp(`${BEFORE}\\+?1?\\d{10}${AFTER}`, 'g');
// Seven digits without an area code are a phone number only right after a word that says so.
const PHONE_LOCAL = new RegExp(
  `\\b(?:call|text|phone|cell|tel|reach\\s+me\\s+at)\\b[^\\d\\n]{0,12}${BEFORE}[2-9]\\d{2}[.${DASH}]\\d{4}${AFTER}`,
  'gi',
);
// A bare 10-digit number after one of these words is a record number, not a phone number.
const RECORD_NUMBER_CONTEXT =
  /\b(?:api|check|chk|owner|property|prop|lease|account|acct|well|permit|order|cause|invoice|ref|doc(?:ument)?|instrument|book|page|no|number|id)\s*(?:no\.?|number|#)?\s*[#:.]?\s*$/i;

/** North American numbers: area code and exchange start 2-9, and no area code ends in 11. */
function isNanpNumber(digits: string): boolean {
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return false;
  return /^[2-9]\d\d[2-9]\d{6}$/.test(ten) && ten.slice(1, 3) !== '11';
}

function redactPhone(digits: string): string {
  const ten = digits.slice(-10);
  return `${ten.slice(0, 3)}-•••-••${ten.slice(8)}`;
}

export function findPhoneNumbers(text: string): string[] {
  const found: string[] = [];
  for (const match of allMatches(text, PHONE_FORMATTED)) {
    const digits = match[0].replace(/\D/g, '');
    if (isNanpNumber(digits)) found.push(redactPhone(digits));
  }
  for (const match of allMatches(text, PHONE_BARE)) {
    const digits = match[0].replace(/\D/g, '');
    // Oklahoma API numbers are 35 + county + well (3501725123); no US area code starts with 35.
    if (digits.slice(-10).startsWith('35')) continue;
    const before = text.slice(Math.max(0, (match.index ?? 0) - 24), match.index);
    if (RECORD_NUMBER_CONTEXT.test(before)) continue;
    if (isNanpNumber(digits)) found.push(redactPhone(digits));
  }
  for (const match of allMatches(text, PHONE_LOCAL)) {
    const digits = match[0].replace(/\D/g, '');
    found.push(`•••-••${digits.slice(5)}`);
  }
  return found;
}

// The lookbehinds start a match only where a run of address characters starts, so a long run costs one
// scan, not one scan per character.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const EMAIL_SPELLED_OUT =
  /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-]+)\s*(?:\(at\)|\[at\]|\sat\s)\s*([A-Za-z0-9-]+)\s*(?:\(dot\)|\[dot\]|\sdot\s)\s*(?:com|net|org|edu|gov|us|info|biz)\b/gi;
// The forum operator's own public address (shared/constants COMPANY) is not anyone's personal information.
const PUBLIC_EMAIL_DOMAINS = ['okmineralconsulting.com'];

export function findEmailAddresses(text: string): string[] {
  const found: string[] = [];
  for (const match of allMatches(text, EMAIL)) {
    const [local = '', domain = ''] = match[0].split('@');
    if (PUBLIC_EMAIL_DOMAINS.includes(domain.toLowerCase())) continue;
    found.push(`${local.slice(0, 1)}•••@${domain}`);
  }
  for (const match of allMatches(text, EMAIL_SPELLED_OUT)) {
    found.push(`${(match[1] ?? '').slice(0, 1)}••• at ${match[2] ?? ''}`);
  }
  return found;
}

const SUFFIX =
  'street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|highway|hwy|court|ct|circle|cir|place|pl|parkway|pkwy|terrace|ter|trail|trl|way|expressway|expy|loop';
const DIRECTION = 'n|s|e|w|ne|nw|se|sw|north|south|east|west|northeast|northwest|southeast|southwest';
// Words that never name a street; they keep "we drove 40 miles down the road" from looking like an address.
const NOT_A_STREET_NAME =
  'the|a|an|of|in|on|at|to|from|down|up|and|or|for|with|by|my|your|our|their|his|her|its|this|that|per|more|less|about|over|under|near|off|along|miles?|feet|ft|acres?|wells?|sections?|years?|days?|months?|weeks?|hours?|times?|bbls?|mcf|barrels?|units?|tracts?|lots?|blocks?|people|owners?';
const NAME_WORD = `(?!(?:${NOT_A_STREET_NAME})\\b)(?:\\d{1,3}(?:st|nd|rd|th)|[a-z][a-z'’-]*)`;
const STREET_ADDRESS = new RegExp(
  `(?<![\\w.$/,${DASH}])\\d{1,6}\\s+(?:(?:${DIRECTION})\\.?\\s+)?(?:${NAME_WORD}\\s+){1,3}(?:${SUFFIX})\\b\\.?`,
  'gi',
);
const PO_BOX = /\b(?:p\.?\s?o\.?|post\s+office)\s*box\s+\d+/gi;
const RURAL_ROUTE = /\b(?:rr|rural\s+route|route|rt\.?)\s*\d+\s*,?\s*box\s+\d+/gi;

export function findStreetAddresses(text: string): string[] {
  const found: string[] = [];
  for (const match of allMatches(text, STREET_ADDRESS)) found.push(match[0].replace(/^\d+/, '•••'));
  for (const match of allMatches(text, PO_BOX)) found.push(match[0].replace(/\d+$/, '•••'));
  for (const match of allMatches(text, RURAL_ROUTE)) found.push(match[0].replace(/\d+$/, '•••'));
  return found;
}

const SSN = new RegExp(`(?<![\\w${DASH}])(\\d{3})[${DASH}](\\d{2})[${DASH}](\\d{4})(?![\\w${DASH}])`, 'g');
// Without dashes, nine digits are only an SSN when the text says so.
const SSN_NAMED =
  /\b(?:ssn|ss#|social\s+security(?:\s+(?:number|no\.?|#))?|social)\s*(?:is|#|:|-)?\s*(\d{3})\s?(\d{2})\s?(\d{4})\b/gi;

function isPlausibleSsn(area: string, group: string, serial: string): boolean {
  return area !== '000' && area !== '666' && !area.startsWith('9') && group !== '00' && serial !== '0000';
}

export function findSocialSecurityNumbers(text: string): string[] {
  const found: string[] = [];
  for (const pattern of [SSN, SSN_NAMED]) {
    for (const match of allMatches(text, pattern)) {
      const [, area = '', group = '', serial = ''] = match;
      if (isPlausibleSsn(area, group, serial)) found.push(`•••-••-••${serial.slice(2)}`);
    }
  }
  return found;
}
