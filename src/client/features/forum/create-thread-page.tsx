import { PlaceholderPage } from '../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="New Thread">The new-thread form is being built.</PlaceholderPage>;
}
