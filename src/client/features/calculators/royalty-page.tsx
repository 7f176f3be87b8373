import { PlaceholderPage } from '../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Royalty and NRI Calculator">Calculate your net revenue interest from mineral acres, and mineral acres from an NRI. Being built.</PlaceholderPage>;
}
