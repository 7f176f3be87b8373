import { PlaceholderPage } from '../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Moderation Queue">Review and manage reported content. The queue is being built.</PlaceholderPage>;
}
