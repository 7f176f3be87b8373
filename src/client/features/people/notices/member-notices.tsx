import { lazy, Suspense } from 'react';
import { useSession } from '../../../session/session-context';
import { useNotices } from './notices-api';

const NoticesBanner = lazy(() => import('./notices-banner'));

/**
 * Asks for the signed-in member's notices on every page and draws the banner when there is one: a warning not
 * acknowledged yet or a running mute. Renders nothing for guests or when all is well, and then the banner's
 * chunk (and the code to acknowledge) is never fetched.
 */
export default function MemberNotices() {
  const { user } = useSession();
  const notices = useNotices(user?.id);
  const data = notices.data;
  if (!user || !data || (data.warnings.length === 0 && !data.mute)) return null;
  return (
    <Suspense fallback={null}>
      <NoticesBanner userId={user.id} data={data} />
    </Suspense>
  );
}
