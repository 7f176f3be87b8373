import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import type { MemberSearchResponse } from '../../../../../shared/contracts/member-search';
import { api } from '../../../../api/api-client';
import '../../../../styles/mentions.css';

// The list of members offered after "@" (docs/product.md#mentions-quotes-and-replies). Loaded on demand, the
// first time a member types "@" and a letter, so pages with an editor do not carry it otherwise.

export type MentionKeyHandler = (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;

const TYPING_PAUSE_MS = 150;

export default function MentionSuggestions({
  prefix,
  listId,
  keyHandler,
  onChoose,
  onDismiss,
  onActiveChange,
}: {
  prefix: string;
  listId: string;
  /** The editor's key handler, set here: arrows, Enter, Tab and Escape act on the list while it shows. */
  keyHandler: RefObject<MentionKeyHandler | null>;
  onChoose(username: string): void;
  onDismiss(): void;
  /** The id of the highlighted option, for the text area's aria-activedescendant. */
  onActiveChange(id: string | null): void;
}) {
  const [asked, setAsked] = useState(prefix);
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(prefix), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [prefix]);
  const search = useQuery({
    queryKey: ['members', 'search', asked.toLowerCase()],
    queryFn: ({ signal }) => api.get<MemberSearchResponse>('/api/members/search', { q: asked }, signal),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
    retry: false,
  });
  // An answer for a shorter start may still show while the next is on its way: keep only names that fit.
  const names = (search.data?.members ?? [])
    .map((m) => m.username)
    .filter((name) => name.toLowerCase().startsWith(prefix.toLowerCase()));
  const [active, setActive] = useState(0);
  const count = names.length;
  const current = Math.min(active, Math.max(0, count - 1));
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    onActiveChange(count > 0 ? optionId(current) : null);
  });
  useEffect(() => () => onActiveChange(null), [onActiveChange]);

  // Set as the list is drawn, not after paint: an Escape or Enter pressed as the names appear must find the
  // handler for the names on screen, not the previous one.
  useLayoutEffect(() => {
    keyHandler.current = (event) => {
      if (count === 0) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current + step + count) % count);
      } else if (event.key === 'Enter' || event.key === 'Tab') {
        const name = names[current];
        if (name) onChoose(name);
      } else if (event.key === 'Escape') {
        onDismiss();
      } else {
        return false;
      }
      return true;
    };
    return () => {
      keyHandler.current = null;
    };
  });

  if (count === 0) return null;
  return (
    <div className="mention-suggestions">
      <div id={listId} role="listbox" aria-label="Members to mention" className="mention-list">
        {names.map((name, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys act in the text area, which keeps focus
          <div
            key={name}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            // Not in the tab order: the text area keeps focus and points at it (aria-activedescendant).
            tabIndex={-1}
            className="mention-option"
            // Keeps the cursor in the text area when the name is clicked or tapped.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(name)}
          >
            @{name}
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {count === 1 ? '1 member found.' : `${count} members found.`} Up and down arrows choose, Enter puts
        the name in.
      </p>
    </div>
  );
}
