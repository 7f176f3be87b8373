import { formatDate, formatDateTime, formatUtcDate } from './format-date';
import { useHydrated } from './hydration';
import { relativeTime } from './relative-time';

const DAY_MS = 86_400_000;

/**
 * A relative time with the exact date and time on hover and for assistive technology. docs/product.md#limits:
 * the category page counts days up to 30; the discussions list counts days only up to 7 (`maxDays`),
 * then shows a date. The server's page (and the browser's first render over it) writes the date alone, in
 * UTC: the reader's clock and time zone are only known here, once the page is adopted.
 */
export function TimeAgo({ iso, maxDays, prefix = '' }: { iso: string; maxDays?: number; prefix?: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  if (!hydrated)
    return (
      <time dateTime={iso}>
        {prefix}
        {formatUtcDate(date)}
      </time>
    );
  const old = maxDays !== undefined && Date.now() - date.getTime() >= maxDays * DAY_MS;
  return (
    <time dateTime={iso} title={formatDateTime(date)}>
      {prefix}
      {old ? formatDate(date) : relativeTime(iso)}
    </time>
  );
}
