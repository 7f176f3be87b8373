import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../../shared/escape-markup';

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
}

// A readable, script-free page over the generated OpenAPI document (the CSP allows no inline script, and
// a static list is all an operator or integrator needs).
export function registerDocsRoutes(app: FastifyInstance): void {
  app.get('/api/docs/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
    app.swagger(),
  );
  app.get('/api/docs', { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) => {
    const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
    const rows = Object.entries(doc.paths ?? {})
      .flatMap(([url, methods]) =>
        Object.entries(methods).map(
          ([method, op]) =>
            `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(url)}</code></td><td>${escapeHtml(
              (op.tags ?? []).join(', '),
            )}</td><td>${escapeHtml(op.summary ?? '')}</td></tr>`,
        ),
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style>
</head><body><h1>Forum API reference</h1><p>Machine-readable document: <a href="/api/docs/openapi.json">openapi.json</a>.
Authenticated calls send <code>Authorization: Bearer &lt;token&gt;</code>. Errors are JSON <code>{ "error", "code" }</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Area</th><th>Summary</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
  });
}
