import { useEffect } from 'react';

const SITE = 'Oklahoma Mineral Rights Forum';

/** Sets document.title for the page, so tabs, history and screen readers say where the user is. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
  }, [title]);
}
