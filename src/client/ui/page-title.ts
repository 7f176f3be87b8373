import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Oklahoma Mineral Rights Forum';

/** What a server render learns of its page as it draws it (entry-server.tsx provides one per render). */
export interface PageFacts {
  title: string;
  /** 404 once the page has said that what was asked for does not exist. */
  status: number;
}
export const PageFactsContext = createContext<PageFacts | null>(null);

export const fullTitle = (title: string | undefined): string =>
  title ? `${title} | ${SITE_NAME}` : SITE_NAME;

/**
 * The page's title, so tabs, history and screen readers say where the user is: in the browser it sets
 * document.title; on the server it tells the render, which writes it into the page's head.
 */
export function usePageTitle(title: string | undefined): void {
  const facts = useContext(PageFactsContext);
  if (facts) facts.title = fullTitle(title);
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}

/**
 * Says that what the address asks for does not exist (an unknown thread, member or page): the server answers
 * such a page with status 404, so search engines and link checkers see it as missing.
 */
export function useMissingPage(missing = true): void {
  const facts = useContext(PageFactsContext);
  if (facts && missing) facts.status = 404;
}
