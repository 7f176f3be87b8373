import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { type AppShell, escapeHtml, type ShellParts } from '../http/app-shell';

/**
 * The site's absolute origin for canonical links and the sitemap: PUBLIC_URL when the operator set it
 * (recommended: the Host header is the client's to choose), else the request's own scheme and host.
 */
export function siteOrigin(config: Config, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = /^[A-Za-z0-9.\-:[\]]+$/.test(request.host) ? request.host : 'localhost';
  const defaultPort = request.protocol === 'https' ? ':443' : ':80';
  return `${request.protocol}://${host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host}`;
}

/**
 * The built app's index.html with this page's head tags and body, or (no client build, as in the API tests)
 * a small standalone page with the same parts.
 */
export function renderPage(shell: AppShell, parts: ShellParts): string {
  if (shell.available) return withoutGenericDescription(shell.render(parts), parts.headTags);
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

/** index.html carries the site's own description; a page with its own must not send two. */
function withoutGenericDescription(html: string, headTags: string | undefined): string {
  if (!headTags?.includes('name="description"')) return html;
  const ours = html.lastIndexOf(headTags);
  if (ours < 0) return html;
  return html.slice(0, ours).replace(/<meta\s+name="description"[^>]*>\s*/i, '') + html.slice(ours);
}
