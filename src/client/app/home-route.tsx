import { useSearchParams } from 'react-router';
import { findCategorySeedByPageId } from '../../shared/categories';
import HomePage from '../features/site/home/home-page';
import NotFoundPage from '../features/site/pages/not-found-page';

import { lazyPage } from './lazy-page';

export const CategoryView = lazyPage(() => import('../features/forum/discussions/category-page'));

// docs/product.md#pages: / is the forum home, or a category view chosen by in-app page id (?page=texas).
export function HomeRoute() {
  const [params] = useSearchParams();
  const pageId = params.get('page');
  if (!pageId) return <HomePage />;
  if (!findCategorySeedByPageId(pageId)) return <NotFoundPage />;
  return <CategoryView />;
}
