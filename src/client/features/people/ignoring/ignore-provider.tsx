import { lazy, type ReactNode, useMemo } from 'react';
import { useSession } from '../../../session/session-context';
import { IgnoreSlotProvider, type IgnoreSlots } from '../../../ui/ignore-slot';
import { useIgnoredList } from './ignoring-api';

// The button and its dialog load with the first page that shows one to a member.
const IgnoreButton = lazy(() => import('./ignore-button'));
const NONE: ReadonlySet<number> = new Set();
const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * Fills the ignore slots for a signed-in member: the list is asked for once the stored session is known
 * (after the server's page was adopted), so guests, crawlers and the guest cache never meet it. Always
 * rendered, for guests too, so that a sign-in does not remount the page under it.
 */
export function IgnoreProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const list = useIgnoredList(!!user);
  const ids = list.data?.ignored;
  const value = useMemo<IgnoreSlots | null>(
    () =>
      user
        ? {
            ignoredIds: ids ? new Set(ids.map((m) => m.id)) : NONE,
            ignoredNames: ids ? new Set(ids.map((m) => m.username.toLowerCase())) : NO_NAMES,
            Button: IgnoreButton,
          }
        : null,
    [user, ids],
  );
  return <IgnoreSlotProvider value={value}>{children}</IgnoreSlotProvider>;
}
