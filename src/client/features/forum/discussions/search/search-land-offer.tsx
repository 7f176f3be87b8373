import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SearchLandResponse } from '../../../../../shared/contracts/forum';
import { api } from '../../../../api/api-client';

// While a reader types in the discussions search box, a section or township written any way ("20-5N-3W",
// "S20 T5N R3W", "Section 20, Township 5 North, Range 3 West") is offered as a link to its page, under the
// box and before any thread (docs/product.md, "Land in the search box and counties"). The server reads the
// words with the same parser the cooker uses (GET /api/search/land), so the box offers exactly what the
// results page offers. A lazy chunk: it loads when a reader first types a number, not with the list.

const WAIT_MS = 250;

/** The typed words, once the reader has paused. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), WAIT_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/**
 * The offered link, inside the box's live region (thread-filters.tsx); `id` is the region's, and the link is
 * `${id}-link`, which ArrowDown in the box reaches. ArrowUp or Escape on the link returns to the box.
 */
export default function SearchLandOffer({ id, typed }: { id: string; typed: string }) {
  const q = usePaused(typed);
  const offer = useQuery({
    queryKey: ['search', 'land', q] as const,
    queryFn: ({ signal }) => api.get<SearchLandResponse>('/api/search/land', { q }, signal),
    enabled: q === typed,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const land = q === typed ? offer.data?.land : null;
  if (!land) return null;
  return (
    <Link
      id={`${id}-link`}
      to={land.path}
      className="search-land-offer-link"
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowUp' && event.key !== 'Escape') return;
        event.preventDefault();
        document.querySelector<HTMLInputElement>(`[aria-controls="${id}"]`)?.focus();
      }}
    >
      <span className="search-land-offer-kind">Land page</span>
      <span className="search-land-offer-title">{land.title}</span>
      <span className="visually-hidden">: its map and every thread that names it</span>
    </Link>
  );
}
