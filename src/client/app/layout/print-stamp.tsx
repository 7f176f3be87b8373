import { useLocation } from 'react-router';
import { useHydrated } from '../../ui/hydration';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/**
 * "November 26, 2026", as toLocaleDateString('en-US', { month: 'long', ... }) writes it, without Intl: that
 * call loads the browser's date-format data, the costliest step of the first render on a phone (about 100 ms
 * at Lighthouse's 4x slowdown), and this stamp is drawn on every page.
 */
const printedDate = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

/**
 * Printed pages only (docs/product.md#result-cards): the date and the page's full address, so a calculator
 * result or a card taken to an attorney or landman says where and when it came from.
 */
export function PrintStamp() {
  const location = useLocation();
  // The browser's own address and today's date: written once the page is this browser's, not the server's.
  if (!useHydrated()) return null;
  const address = `${window.location.origin}${location.pathname}${location.search}`;
  const date = printedDate(new Date());
  return (
    <p className="print-stamp">
      Printed {date} from the Oklahoma Mineral Rights Forum: {address}
    </p>
  );
}
