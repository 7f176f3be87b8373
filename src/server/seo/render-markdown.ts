import MarkdownIt from 'markdown-it';

// Posts are Markdown source (docs/architecture.md#rich-text). For the server-rendered thread page: raw HTML is off
// (typed tags show as text), bare URLs become links, and a link or image survives only with an http, https
// or mailto address, so `javascript:` and `data:` never reach the page. The browser app renders again with
// its own sanitiser; this copy is for readers without JavaScript and for search engines.
const SAFE_LINK = /^(https?:|mailto:)/i;

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
markdown.validateLink = (url: string) => SAFE_LINK.test(url.trim());

// Links written by members are theirs, not the forum's endorsement (rel=ugc nofollow for search engines).
const defaultLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  tokens[index]?.attrSet('rel', 'nofollow ugc noopener noreferrer');
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The post as plain text on one line (rendered, tags dropped, entities decoded): for meta descriptions. */
export function markdownToPlainText(source: string): string {
  return markdown
    .render(source)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text to at most `max` characters at a word boundary, adding an ellipsis when it cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
