import { PlaceholderPage } from '../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Category">The threads of this category are being built.</PlaceholderPage>;
}
