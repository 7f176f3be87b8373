import { lazy, Suspense, useState } from 'react';
import type { Thread } from '../../../../../shared/contracts/forum';
import { COUNTY_TEXT } from '../../../../../shared/county-texts';
import { mayActOnContentOf } from '../../../../../shared/staff-hierarchy';
import { useSession } from '../../../../session/session-context';
import { InlineLoading } from '../threads/inline-loading';
import { CountyLinks } from './county-links';

const CountyEditor = lazy(() => import('./county-editor'));

/**
 * The counties at a thread's top, as links to each county's list, and "Change counties" for whoever may
 * change them (docs/decisions/042-thread-counties.md): its author while the thread is open, and staff over
 * the staff hierarchy. The server checks again.
 */
export function ThreadCounties({ thread }: { thread: Thread }) {
  const { user, isStaff } = useSession();
  const [editing, setEditing] = useState(false);
  const own = !!user && user.id === thread.author_id;
  const mayChange =
    !!user &&
    ((own && thread.is_locked === 0) ||
      (isStaff && mayActOnContentOf(user, { id: thread.author_id, role: thread.author_role })));
  return (
    <div className="thread-counties">
      {!editing && <CountyLinks counties={thread.counties} />}
      {mayChange && !editing && (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setEditing(true)}>
          {COUNTY_TEXT.edit}
        </button>
      )}
      {editing && (
        <Suspense fallback={<InlineLoading label="Loading..." />}>
          <CountyEditor thread={thread} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </div>
  );
}
