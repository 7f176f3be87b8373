import { PlaceholderPage } from '../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Admin Dashboard">Users, categories, statistics and the audit log are being built.</PlaceholderPage>;
}
