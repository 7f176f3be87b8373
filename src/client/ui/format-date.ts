// Dates as `toLocaleDateString('en-US')` and `toLocaleString('en-US')` write them, in the browser's time zone,
// without Intl: the first Intl call of a page loads the browser's date-format data, about 130 ms of a
// thread's first render at Lighthouse's 4x phone slowdown. The forum's pages are English, so the
// order (month/day/year) is too, as on the server's pages.
const two = (n: number) => String(n).padStart(2, '0');

/** "11/26/2026" */
export const formatDate = (date: Date): string =>
  `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;

/** "11/26/2026, 8:05:09 PM" */
export function formatDateTime(date: Date): string {
  const hours = date.getHours();
  const clock = `${hours % 12 || 12}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  return `${formatDate(date)}, ${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "11/26/2026" in UTC: the same on the server and in every browser, for the first render of a server page. */
export const formatUtcDate = (date: Date): string =>
  `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
