import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SearchLandResponse } from '../../../../shared/contracts/forum';
import { api } from '../../../api/api-client';

// While a reader types in the discussions search box, a section or township written any way ("20-5N-3W",
// "S20 T5N R3W", "Section 20, Township 5 North, Range 3 West") is offered as a link to its page, under the
// box and before any thread (docs/product.md#search). The server reads the words with the same parser the
// cooker uses (GET /api/search/land), so the box offers exactly what the results page offers.

const WAIT_MS = 250;
/** A land reference has a number in it and is a few characters long at least ("1N 1W 1"). */
const mayNameLand = (text: string) => text.length >= 5 && /\d/.test(text);

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
 * The offer under the box. `submitted` is the search already made: its results show the same offer first,
 * so the box does not repeat it. The region is always there (empty at first, as the server drew it) so a
 * screen reader hears the offer when it comes; ArrowDown from the box reaches the link (see `focusOffer`).
 */
export function SearchLandOffer({ id, typed, submitted }: { id: string; typed: string; submitted: string }) {
  const q = usePaused(typed.trim());
  const asking = mayNameLand(q) && q !== submitted && q === typed.trim();
  const offer = useQuery({
    queryKey: ['search', 'land', q] as const,
    queryFn: ({ signal }) => api.get<SearchLandResponse>('/api/search/land', { q }, signal),
    enabled: asking,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const land = asking ? offer.data?.land : null;
  return (
    <div id={id} className="search-land-offer" aria-live="polite">
      {land && (
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
      )}
    </div>
  );
}

/** ArrowDown in the search box moves to the offered land page, when there is one. */
export function focusOffer(event: KeyboardEvent<HTMLInputElement>, id: string) {
  if (event.key !== 'ArrowDown') return;
  const link = document.getElementById(`${id}-link`);
  if (!link) return;
  event.preventDefault();
  link.focus();
}
