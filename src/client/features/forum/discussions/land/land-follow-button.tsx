import { errorText } from '../../../../api/api-client';
import { useSession } from '../../../../session/session-context';
import { Alert } from '../../../../ui/alert';
import { useFollowLand, useMyLand } from './land-api';

/**
 * Follow or unfollow a section or township: a post naming it then notifies the member like a watched
 * thread. Shown to members only; what they follow stays private.
 */
export function LandFollowButton({ landKey, title }: { landKey: string; title: string }) {
  const { user } = useSession();
  const follows = useMyLand(user !== null);
  const follow = useFollowLand(landKey);
  if (!user || !follows.data) return null;
  const following = follows.data.follows.some((entry) => entry.key === landKey);
  return (
    <div className="land-follow">
      <button
        type="button"
        className={`btn btn-small ${following ? 'btn-secondary' : 'btn-gold'}`}
        aria-pressed={following}
        disabled={follow.isPending}
        onClick={() => follow.mutate(!following)}
      >
        {following ? `Following ${title}` : `Follow ${title}`}
      </button>
      {follow.isError && (
        <Alert kind="error">{errorText(follow.error, 'Could not change what you follow.')}</Alert>
      )}
    </div>
  );
}
