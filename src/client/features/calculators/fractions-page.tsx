import { PlaceholderPage } from '../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Mineral Rights Fraction Calculators">A quick fraction calculator, a reverse calculator and decimal to fraction. Being built.</PlaceholderPage>;
}
