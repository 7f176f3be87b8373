import { createContext, useContext } from 'react';
import type { PageSite } from '../../shared/page-render';

// The site's addresses as the server knows them, carried in a server-rendered page's data, for the
// canonical links, Open Graph tags and structured data of public pages.
export type SiteInfo = PageSite;

const SiteInfoContext = createContext<SiteInfo>({ origin: '', publicUrl: null });
export const SiteInfoProvider = SiteInfoContext.Provider;

export const useSiteInfo = (): SiteInfo => useContext(SiteInfoContext);
