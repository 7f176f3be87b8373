import { type CardView, cardRefFromLink, computeCard } from '../../calc/cards';

/** Calculator links read from one post's text; a post with more shows the rest as plain links. */
export const MAX_LINK_CARDS = 50;
/** Computed cards kept in memory, so a popular thread's cards are worked out once, not on every read. */
const CACHE_SIZE = 1000;

// A calculator page address in the text, absolute or from the root; its query ends at white space or at
// what closes Markdown or HTML around a link. Values in a real link are percent-encoded.
const CALCULATOR_LINK = /(?:https?:\/\/[^\s/<>()[\]"']+)?\/calculator\/[a-z-]+\/?\?[^\s<>()[\]"'`]+/gi;

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
  if (cached !== undefined) return cached;
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
  for (const link of links.slice(0, MAX_LINK_CARDS)) {
    // A sentence's full stop after a link is not part of it.
    const ref = cardRefFromLink(link.replace(/[.,;:!?]+$/, ''));
    if (ref) add(viewOf(ref));
  }
  return views;
}
