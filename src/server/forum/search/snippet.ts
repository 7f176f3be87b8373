import { escapeHtml } from '../../../shared/escape-markup';

// ts_headline marks matches with whatever start and stop strings it is given, but returns the text around
// them unescaped. So it marks with two private-use characters (removed from the text beforehand, so they
// cannot be forged), the whole passage is HTML-escaped, and only then do the sentinels become <mark> tags.
const START = '\uE000';
const STOP = '\uE001';

export const snippetOptions = {
  sentinels: `${START}${STOP}`,
  options: `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`,
};

export function snippetHtml(headline: string): string {
  const plain = stripMarkdown(headline.replace(/\s+/g, ' ').trim());
  return escapeHtml(plain).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}

/**
 * Posts are Markdown source; a search result reads as plain text, so the common marks go (link text stays,
 * its address goes). Underscores inside words (user_names) are left alone.
 */
export function stripMarkdown(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|~~|`/g, '')
    .replace(/(^|\s)[*_](?=\S)/g, '$1')
    .replace(/(\S)[*_](?=\s|$|[.,;:!?)])/g, '$1')
    .replace(/(^|\s)#{1,6}\s/g, '$1')
    .replace(/(^|\s)>\s/g, '$1');
}
