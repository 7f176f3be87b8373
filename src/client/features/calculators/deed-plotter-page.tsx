import { PlaceholderPage } from '../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Metes & Bounds Deed Plotter">Build a tract call by call and see it drawn. Being built.</PlaceholderPage>;
}
