import { type ComponentType, createContext, type ReactNode, Suspense, useContext, useState } from 'react';
import { IGNORE_TEXT } from '../../shared/ignore-texts';

// Features do not import each other (docs/architecture.md#layers): the forum and the profile page leave slots
// for ignoring a member, and the app layer fills them with the ignoring feature's list and button
// (docs/decisions/044-first-posts-held-and-ignoring.md). The list is a member's own: the context holds nothing
// until the stored session has been read, after the server's page was adopted, so a server-rendered page and
// its first render in the browser are always the guest's, whole.

export interface IgnoreButtonProps {
  userId: number;
  username: string;
  role: string;
  /** Under a post (small) or on a profile. */
  place: 'post' | 'profile';
}

export interface IgnoreSlots {
  /** The ids of the members this member ignores (staff never among them). */
  ignoredIds: ReadonlySet<number>;
  /** Their names, lower-cased: a quote names its author, not their id. */
  ignoredNames: ReadonlySet<string>;
  Button: ComponentType<IgnoreButtonProps>;
}

const IgnoreSlotContext = createContext<IgnoreSlots | null>(null);

export const IgnoreSlotProvider = IgnoreSlotContext.Provider;

/**
 * The button loads in its own chunk: its own Suspense boundary keeps a member's page on screen while it
 * arrives (without one, the nearest boundary is the page's, which would blank the page to "Loading page...").
 */
export function IgnoreButtonSlot(props: IgnoreButtonProps) {
  const slots = useContext(IgnoreSlotContext);
  return slots ? (
    <Suspense fallback={null}>
      <slots.Button {...props} />
    </Suspense>
  ) : null;
}

const NO_NAMES: ReadonlySet<string> = new Set();

/** The lower-cased names of the members this member ignores; empty for guests and until the list is read. */
export function useIgnoredNames(): ReadonlySet<string> {
  return useContext(IgnoreSlotContext)?.ignoredNames ?? NO_NAMES;
}

/**
 * A post's content, or one line in its place when its author is ignored: "A post by a member you ignore.
 * Show". Show opens it where it is, for this page view. The author is named by id where the content has one,
 * else by name (the accepted answer's summary carries only the name). A lone null author (a search hit on a
 * title) is nobody's.
 */
export function IgnorableContent({
  authorId,
  authorName,
  children,
}: {
  authorId?: number | null;
  authorName?: string;
  children: ReactNode;
}) {
  const slots = useContext(IgnoreSlotContext);
  const [shown, setShown] = useState(false);
  const ignored =
    !!slots &&
    ((authorId != null && slots.ignoredIds.has(authorId)) ||
      (authorName !== undefined && slots.ignoredNames.has(authorName.toLowerCase())));
  if (shown || !ignored) return children;
  return (
    <p className="post-ignored">
      <span>{IGNORE_TEXT.collapsed}</span>{' '}
      <button type="button" className="btn-link" onClick={() => setShown(true)}>
        {IGNORE_TEXT.show}
      </button>
    </p>
  );
}
