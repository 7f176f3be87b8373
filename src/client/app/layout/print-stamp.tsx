import { useLocation } from 'react-router';

/**
 * Printed pages only (docs/product.md#result-cards): the date and the page's full address, so a calculator
 * result or a card taken to an attorney or landman says where and when it came from.
 */
export function PrintStamp() {
  const location = useLocation();
  const address = `${window.location.origin}${location.pathname}${location.search}`;
  const date = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <p className="print-stamp">
      Printed {date} from the Oklahoma Mineral Rights Forum: {address}
    </p>
  );
}
