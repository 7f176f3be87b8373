import { formatDate, formatDateTime, formatUtcDate } from './format-date';
import { useHydrated } from './hydration';
import { relativeTime } from './relative-time';
import { useSiteInfo } from './site-info';

const DAY_MS = 86_400_000;

const MONTH_MS = 30 * DAY_MS;

/**
 * What the server's page (and the browser's render adopting it) writes: the time relative to the minute the
 * server drew the page, so that the browser's own count a moment later rarely changes a word and never moves
 * the line it sits in; a date, in UTC, for what is older than the relative count goes (the reader's time zone
 * is only known once the page is adopted), or when the page has no drawing time.
 */
function drawnTime(date: Date, renderedAt: number | undefined, maxDays: number | undefined): string {
  if (renderedAt === undefined) return formatUtcDate(date);
  const age = renderedAt - date.getTime();
  if (age >= MONTH_MS || (maxDays !== undefined && age >= maxDays * DAY_MS)) return formatUtcDate(date);
  return relativeTime(date.toISOString(), new Date(renderedAt));
}

/**
 * A relative time with the exact date and time on hover and for assistive technology. docs/product.md#limits:
 * the category page counts days up to 30; the discussions list counts days only up to 7 (`maxDays`),
 * then shows a date. The server's page (and the browser's first render over it) counts from when the server
 * drew it (drawnTime); the reader's clock and time zone take over once the page is adopted.
 */
export function TimeAgo({ iso, maxDays, prefix = '' }: { iso: string; maxDays?: number; prefix?: string }) {
  const hydrated = useHydrated();
  const { renderedAt } = useSiteInfo();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  if (!hydrated)
    return (
      <time dateTime={iso}>
        {prefix}
        {drawnTime(date, renderedAt, maxDays)}
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
