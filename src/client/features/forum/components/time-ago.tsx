import { formatDate, formatDateTime } from '../../../ui/format-date';
import { relativeTime } from '../../../ui/relative-time';

const DAY_MS = 86_400_000;

/**
 * A relative time with the exact date and time on hover and for assistive technology. docs/product.md#limits:
 * the category page counts days up to 30; the discussions list counts days only up to 7 (`maxDays`),
 * then shows a date.
 */
export function TimeAgo({ iso, maxDays }: { iso: string; maxDays?: number }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const old = maxDays !== undefined && Date.now() - date.getTime() >= maxDays * DAY_MS;
  return (
    <time dateTime={iso} title={formatDateTime(date)}>
      {old ? formatDate(date) : relativeTime(iso)}
    </time>
  );
}
