import type { WatchLevel } from '../../../../shared/contracts/reading';
import { errorText } from '../../../api/api-client';
import { useSession } from '../../../session/session-context';
import type { ReadingCategoryProps } from '../../../ui/reading-slot';
import { useCategoryWatch, useSetCategoryWatch } from './reading-api';
import { WatchLevelSelect } from './watch-level-select';
import '../../../styles/reading.css';

// A category's levels in plain words (docs/product.md#following-threads): watching a category announces each
// new thread in it; muting it silences its threads (but for those the member set to Watching) and keeps them
// off New; replies to the member, quotes and mentions reach them whatever the level.
// Short enough to show whole in the drop-down on a phone; the sentence under it says the rest.
const LEVEL_LABELS: Record<WatchLevel, string> = {
  watching: 'Watching: every new thread',
  normal: 'Normal: only replies to me',
  muted: 'Muted: no threads or replies',
};
const LEVEL_HINTS: Record<WatchLevel, string> = {
  watching: 'You will be told each time someone starts a thread in this category.',
  normal: 'You will be told only when someone replies to you, quotes you or mentions your name.',
  muted:
    'You will not be told about new threads or replies here, not even in threads you started or answered, ' +
    'and these threads stay off your New list. You will still be told when someone replies to you, quotes you ' +
    'or mentions your name, and about any thread here you set to Watching yourself.',
};

/** The watch level of a whole category, on its page, for a signed-in member. */
export default function CategoryWatchControl({ categoryId }: ReadingCategoryProps) {
  const { user } = useSession();
  const watch = useCategoryWatch(categoryId);
  const setWatch = useSetCategoryWatch(categoryId);
  if (!user || !watch.data) return null;
  return (
    <div className="reading-tools category-watch">
      <WatchLevelSelect
        label="Notifications for this category"
        levelLabels={LEVEL_LABELS}
        hints={LEVEL_HINTS}
        value={watch.data.level}
        saving={setWatch.isPending}
        onChange={(level) => setWatch.mutate(level)}
      />
      {setWatch.isError && <p role="alert">{errorText(setWatch.error, 'Could not change that.')}</p>}
    </div>
  );
}
