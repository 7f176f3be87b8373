import type { Config } from '../config';

/**
 * The site's origin for canonical links and the sitemap: PUBLIC_URL when the operator set it, else empty, so
 * links are relative. Never the request's Host header: that is the client's to choose, and these answers are
 * cached publicly, so one request could plant another domain in every crawler's copy.
 */
export function siteOrigin(config: Config): string {
  return config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : '';
}
