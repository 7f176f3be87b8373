import type { Config } from '../config';
import { type AppShell, escapeHtml, type ShellParts } from '../http/app-shell';

/**
 * The site's origin for canonical links and the sitemap: PUBLIC_URL when the operator set it, else empty, so
 * links are relative. Never the request's Host header: that is the client's to choose, and these answers are
 * cached publicly, so one request could plant another domain in every crawler's copy.
 */
export function siteOrigin(config: Config): string {
  return config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : '';
}

/**
 * The built app's index.html with this page's head tags and body, or (no client build, as in the API tests)
 * a small standalone page with the same parts.
 */
export function renderPage(shell: AppShell, parts: ShellParts): string {
  if (shell.available) return shell.render(parts);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parts.title ?? 'Oklahoma Mineral Rights Forum')}</title>
${parts.headTags ?? ''}
</head>
<body>
<div id="root">${parts.bodyHtml ?? ''}</div>
</body>
</html>`;
}

/** An attribute-safe <meta> or <link> tag. */
export const metaTag = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
export const linkTag = (rel: string, href: string): string =>
  `<link rel="${escapeHtml(rel)}" href="${escapeHtml(href)}">`;
