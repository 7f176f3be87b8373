import { escapeHtml } from '../../../shared/escape-markup';
import { stripMarkdown } from '../../../shared/plain-text';

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
