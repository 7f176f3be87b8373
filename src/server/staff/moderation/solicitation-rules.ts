// Buying, selling and solicitation (community rules, docs/product.md#who-it-is-for: no buying or selling, no
// solicitation, private messages are disabled). The phrases are first-person offers and requests to take
// the conversation private. Third-person talk about offers ("the landman offered $500 per acre", "should I
// sell my minerals?") is the forum's everyday business and must pass.

const MINERALS =
  '(?:oil\\s+(?:and|&)\\s+gas\\s+)?(?:mineral(?:s|\\s+rights|\\s+interests?|\\s+acres?)?|royalt(?:y|ies)(?:\\s+interests?)?|acreage|net\\s+mineral\\s+acres|nma|nra|working\\s+interests?|overrid(?:es?|ing\\s+royalt(?:y|ies)))';
const WE =
  "(?:i|we)(?:'ll|'d|'m|'re|\\s+will|\\s+would|\\s+want\\s+to|\\s+wish\\s+to|\\s+are|\\s+am|\\s+can)?";
const QUALIFIER = '(?:your|any|all|producing|non-producing|some|the)\\s+';

const SOLICITATION_PATTERNS: RegExp[] = [
  // "we buy minerals", "I will buy your minerals", "we are purchasing royalties", "I'd like to acquire..."
  new RegExp(
    `\\b${WE}\\s+(?:like\\s+to\\s+|looking\\s+to\\s+|interested\\s+in\\s+|actively\\s+|currently\\s+|always\\s+)?(?:buy|purchase|acquire|buying|purchasing|acquiring)\\s+(?:${QUALIFIER})*${MINERALS}\\b`,
    'i',
  ),
  new RegExp(
    `\\blooking\\s+(?:to|for\\s+someone\\s+to)\\s+(?:buy|purchase|acquire)\\b[^.!?\\n]{0,40}?\\b${MINERALS}\\b`,
    'i',
  ),
  /\binterested\s+in\s+(?:buying|purchasing|acquiring)\s+(?:your|any)\b/i,
  /\blooking\s+for\s+(?:a\s+)?(?:buyers?|sellers?)\b/i,
  /\b(?:send|make|give)\s+(?:me|us)\s+(?:an?\s+|your\s+)?(?:best\s+)?(?:offer|bid)s?\b/i,
  new RegExp(`\\bcash\\s+for\\s+(?:your\\s+)?${MINERALS}\\b`, 'i'),
  /\b(?:pay(?:s|ing)?\s+top\s+dollar|top\s+dollar(?:\s+paid)?\s+for)\b/i,
  // Listing-style offers use the trade abbreviations: "selling 10 NRA", "selling 40 NMA".
  /\bselling\s+\d[\d,.]*\s+(?:nmas?|nras?)\b/i,
  // "we are paying $2,500 per acre", "I can pay $1,800", "I'm offering $900/NMA"
  /\b(?:i|we)(?:'m|'re|'ll|\s+am|\s+are|\s+will|\s+can|\s+could|\s+would)?\s+(?:currently\s+)?(?:pay|paying|offer|offering)\s+(?:you\s+)?(?:up\s+to\s+|top\s+|as\s+much\s+as\s+)?\$\s?\d/i,
  /\bi\s+can\s+pay\s+(?:you\s+)?(?:up\s+to\s+)?(?:\$|cash|top|more|\d)/i,
  /\b(?:i'm|i\s+am|we\s+are|we're)\s+(?:a\s+)?(?:private\s+|cash\s+|local\s+)?(?:mineral\s+|royalty\s+)?buyers?\b/i,
  /\b(?:i|we)(?:'ve|\s+have|\s+got|\s+own)\s+[^.!?\n]{0,60}?\bfor\s+sale\b/i,
  /\bserious\s+(?:buyers|inquiries|offers)\s+only\b/i,
  // Taking the conversation private (private messages are disabled, docs/product.md#who-it-is-for).
  /\b(?:dm|pm|inbox|private\s+message|direct\s+message)\s+me\b/i,
  /\bsend\s+(?:me\s+|us\s+)?an?\s+(?:pm|dm|private\s+message|direct\s+message)\b/i,
  /\b(?:e-?mail|text|call|message)\s+me\s+(?:at|on|privately|directly|offline)\b/i,
  /\b(?:contact|reach)\s+(?:out\s+to\s+)?me\s+(?:privately|directly|offline|off[-\s](?:the\s+)?(?:forum|list|board|line))\b/i,
];

/** The solicitation phrases found, as written (trimmed), at most one per pattern. */
export function findSolicitation(text: string): string[] {
  const found: string[] = [];
  for (const pattern of SOLICITATION_PATTERNS) {
    const match = pattern.exec(text);
    if (match) found.push(match[0].replace(/\s+/g, ' ').trim().slice(0, 80));
  }
  return found;
}
