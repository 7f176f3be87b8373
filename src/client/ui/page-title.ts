import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Oklahoma Mineral Rights Forum';

/** What a server render learns of its page's title (entry-server.tsx provides one per render). */
export interface TitleCollector {
  title: string;
}
export const TitleCollectorContext = createContext<TitleCollector | null>(null);

export const fullTitle = (title: string | undefined): string =>
  title ? `${title} | ${SITE_NAME}` : SITE_NAME;

/**
 * The page's title, so tabs, history and screen readers say where the user is: in the browser it sets
 * document.title; on the server it tells the render, which writes it into the page's head.
 */
export function usePageTitle(title: string | undefined): void {
  const collector = useContext(TitleCollectorContext);
  if (collector) collector.title = fullTitle(title);
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
