import { type ComponentProps, lazy, Suspense } from 'react';
import type { ShareResult } from './share-result';

// The share buttons compute a card with every calculator's rules (the deed reader included), so they load
// after the calculator itself: a royalty page does not wait for the tract code.
const LazyShare = lazy(() => import('./share-result').then((module) => ({ default: module.ShareResult })));

/** "Ask the community" and "Copy link", loaded on their own once the calculator is on screen. */
export function LazyShareResult(props: ComponentProps<typeof ShareResult>) {
  return (
    <Suspense fallback={null}>
      <LazyShare {...props} />
    </Suspense>
  );
}
