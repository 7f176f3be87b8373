import { PlaceholderPage } from '../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Thread">The thread view with posts, votes and replies is being built.</PlaceholderPage>;
}
