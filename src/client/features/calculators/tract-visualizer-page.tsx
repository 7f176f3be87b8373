import { PlaceholderPage } from '../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Metes & Bounds Tract Visualizer">Paste a deed description and see the tract drawn, with its acreage and closure. Being built.</PlaceholderPage>;
}
