import { type CardView, cardRefFromLink, computeCard } from '../../../calc/cards';

// Link cards are computed when a post is read, on the main thread, so what one post may ask for is bounded:
// a deed's calls cost about 10 µs a character to read in the worst case, so a post of calculator links
// alone once cost 0.6 s to show (docs/decisions/035-member-input-off-the-main-thread.md).
/** Calculator links read from one post's text; a post with more shows the rest as plain links. */
export const MAX_LINK_CARDS = 50;
/** Characters of link inputs computed for one post (one long deed, or several short ones); the rest stay links. */
export const LINK_INPUT_BUDGET = 10_000;
/** Computed cards kept in memory (least recently read dropped first): a thread's cards are worked out once. */
const CACHE_SIZE = 5000;

// A calculator page address in the text, absolute or from the root; its query ends at white space or at
// what closes Markdown or HTML around a link. Values in a real link are percent-encoded.
export const CALCULATOR_LINK = /(?:https?:\/\/[^\s/<>()[\]"']+)?\/calculator\/[a-z-]+\/?\?[^\s<>()[\]"'`]+/gi;

const cache = new Map<string, CardView | null>();

/** One card computed by the current rules, or null when its inputs compute nothing (shown as no card). */
function viewOf(ref: unknown): CardView | null {
  let key: string;
  try {
    key = JSON.stringify(ref);
  } catch {
    return null;
  }
  const cached = cache.get(key);
  if (cached !== undefined) {
    // Read again: moved to the end, so the least recently read card is the one dropped.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const outcome = computeCard(ref);
  const view = outcome.ok ? outcome.card : null;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, view);
  return view;
}

/**
 * A post's cards as readers see them: the attached ones, then one for each calculator link in the text that
 * is not already shown. A stored card or a link whose inputs no longer compute is left out without an
 * error: the text still has the link.
 */
export function postCards(stored: unknown, content: string): CardView[] {
  const views: CardView[] = [];
  const seen = new Set<string>();
  const add = (view: CardView | null) => {
    if (!view || seen.has(view.href)) return;
    seen.add(view.href);
    views.push(view);
  };
  if (Array.isArray(stored)) for (const ref of stored) add(viewOf(ref));
  const links = content.match(CALCULATOR_LINK) ?? [];
  let budget = LINK_INPUT_BUDGET;
  for (const link of links.slice(0, MAX_LINK_CARDS)) {
    // A sentence's full stop after a link is not part of it.
    const ref = cardRefFromLink(link.replace(/[.,;:!?]+$/, ''));
    if (!ref) continue;
    budget -= Object.values(ref.inputs).reduce((sum, value) => sum + value.length, 0);
    if (budget < 0) break;
    add(viewOf(ref));
  }
  return views;
}
