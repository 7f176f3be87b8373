import { PlaceholderPage } from '../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Forum Discussions">The list of all discussions, with search, category filter, sort and pages, is being built.</PlaceholderPage>;
}
