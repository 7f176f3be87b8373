/**
 * A whole number with thousands commas ("12,345"), as `toLocaleString('en-US')` writes it, without Intl: the
 * first Intl call of a page loads the browser's number-format data, about 70 ms of a thread's first render at
 * Lighthouse's 4x phone slowdown. The forum's pages are English, so the grouping is too.
 */
export function formatCount(value: number): string {
  const whole = Math.trunc(value);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}
