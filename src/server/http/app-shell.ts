import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The built React app's index.html, with room for server-rendered <head> tags and body HTML, so a page
// (for example a thread) can be read without JavaScript and the app then takes over.
export interface ShellParts {
  title?: string;
  headTags?: string;
  bodyHtml?: string;
}

export class AppShell {
  private template: string | null = null;

  constructor(readonly clientDir: string) {}

  get available(): boolean {
    return existsSync(path.join(this.clientDir, 'index.html'));
  }

  render(parts: ShellParts = {}): string {
    this.template ??= readFileSync(path.join(this.clientDir, 'index.html'), 'utf8');
    let html = this.template;
    // Replacement functions, never strings: in a replacement string `$'`, `$&` and `` $` `` (which members
    // may type) would insert parts of the template into the page.
    const { title, headTags, bodyHtml } = parts;
    if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    if (headTags) html = html.replace('</head>', () => `${headTags}\n</head>`);
    if (bodyHtml) html = html.replace('<div id="root"></div>', () => `<div id="root">${bodyHtml}</div>`);
    return html;
  }
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
