// Renders posts' Markdown to HTML off the main thread (docs/architecture.md#rich-text). Plain JavaScript on
// purpose: the same file runs under tsx in development and tests and beside any compiled build.
// The rules: raw HTML is off (typed tags show as text), images are text, bare and "www." addresses become
// links, a link survives only with an http, https or mailto address (marked rel="nofollow ugc …") or a path on
// this site ("/thread/42#post-7", a plain link), a post's headings start at h4, and a
// line break in the source is a line break on the page, and an @name the server found to be an active member
// (job.refs.members: [lower-case name, name] pairs) links to /u/name; a [quote="name" post=N] … [/quote] block
// is a quote card, headed by a link to post N when the server found the writer may see it (job.refs.quotes:
// [post id, { author, url }] pairs). Change them and raise COOK_VERSION in cooker.ts.
import { parentPort } from 'node:worker_threads';
import MarkdownIt from 'markdown-it';

const SAFE_LINK = /^(?:https?:|mailto:)/i;

// A path on this site, as src/shared/post-links.ts's isSiteLink decides (the browser's sanitiser uses that one;
// tests/unit/post-links.test.ts runs the same cases through both). One leading slash, then no second slash or
// backslash, whitespace or control character, also once %-escapes are undone (up to three times), so
// "//evil.example", "/\evil.example" and "/%09/evil" (a browser drops a tab: "//evil") stay text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const PERCENT_BYTE = /%([0-9a-f]{2})/gi;
const percentDecoded = (url) => {
  let text = url;
  for (let pass = 0; pass < 3; pass++) {
    const next = text.replace(PERCENT_BYTE, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (next === text) break;
    text = next;
  }
  return text;
};
const isSiteLink = (url) => {
  if (!url.startsWith('/')) return false;
  const plain = percentDecoded(url);
  return /^\/(?![\s/\\])/.test(plain) && !CONTROL.test(plain) && !plain.includes('\\');
};

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
markdown.disable('image');
// markdown-it hands over the address with entities and escapes undone and the rest %-encoded (a tab: %09).
markdown.validateLink = (url) => SAFE_LINK.test(url.trim()) || isSiteLink(url);
markdown.linkify.set({ fuzzyLink: true, fuzzyEmail: true });

const shiftHeading = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 3)}`;
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_open = shiftHeading;
markdown.renderer.rules.heading_close = shiftHeading;
// Links off the site are the writer's, not the forum's: no ranking credit, no access to this window, and
// opened in a new tab, so the reader keeps their place in the thread (the page is drawn from this HTML on the
// server, and the browser's sanitiser writes the same). The site's own paths (mentions, quote sources, links
// written as "/…") stay plain links.
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  if (!isSiteLink(tokens[index].attrGet('href') ?? '')) {
    tokens[index].attrSet('rel', 'nofollow ugc noopener noreferrer');
    tokens[index].attrSet('target', '_blank');
  }
  return self.renderToken(tokens, index, options);
};

// The same pattern as the server's mentionedNames (src/server/forum/post-references/mention-links.ts).
const MENTION = /(^|[^\w@/])@([A-Za-z0-9_]{3,30})(?![\w@])/g;

/** Splits one text token at the @names of members into text, link, text… tokens. */
function mentionTokens(state, token, members) {
  const out = [];
  let last = 0;
  for (const match of token.content.matchAll(MENTION)) {
    const username = members.get(match[2].toLowerCase());
    if (!username) continue;
    const at = match.index + match[1].length;
    if (at > last) out.push(textToken(state, token.content.slice(last, at)));
    const open = new state.Token('link_open', 'a', 1);
    open.attrs = [
      ['href', `/u/${encodeURIComponent(username)}`],
      ['class', 'mention'],
    ];
    out.push(open, textToken(state, `@${username}`), new state.Token('link_close', 'a', -1));
    last = at + 1 + match[2].length;
  }
  if (out.length === 0) return null;
  if (last < token.content.length) out.push(textToken(state, token.content.slice(last)));
  return out;
}
function textToken(state, content) {
  const token = new state.Token('text', '', 0);
  token.content = content;
  return token;
}
markdown.core.ruler.push('mentions', (state) => {
  const members = state.env?.members;
  if (!members?.size) return;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const children = [];
    let inLink = 0;
    for (const child of block.children) {
      if (child.type === 'link_open') inLink++;
      if (child.type === 'link_close') inLink--;
      const split = child.type === 'text' && inLink === 0 ? mentionTokens(state, child, members) : null;
      if (split) children.push(...split);
      else children.push(child);
    }
    block.children = children;
  }
});

// The same syntax as the server's quotedPostIds (src/server/forum/post-references/quote-links.ts).
const QUOTE_OPEN = /^\[quote(?:="[^"\n]{0,60}")? post=(\d{1,10})\][ \t]*$/;
const QUOTE_CLOSE = /^\[\/quote\][ \t]*$/;
const lineText = (state, line) =>
  state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);

/** The lines that close a quote, found once per post, so unclosed openings cost a search each, not a scan. */
function closingLines(state) {
  if (!state.env.quoteCloses) {
    const closes = [];
    const lines = state.src.split('\n');
    for (let line = 0; line < lines.length; line++)
      if (QUOTE_CLOSE.test(lines[line].trim())) closes.push(line);
    state.env.quoteCloses = closes;
  }
  return state.env.quoteCloses;
}

markdown.block.ruler.before(
  'fence',
  'quote_card',
  (state, startLine, endLine, silent) => {
    if (state.sCount[startLine] - state.blkIndent >= 4) return false;
    const open = QUOTE_OPEN.exec(lineText(state, startLine));
    if (!open) return false;
    const close = closingLines(state).find((line) => line > startLine);
    if (close === undefined || close >= endLine || !QUOTE_CLOSE.test(lineText(state, close))) return false;
    if (silent) return true;
    const oldParent = state.parentType;
    const oldLineMax = state.lineMax;
    state.parentType = 'quote_card';
    state.lineMax = close;
    const opening = state.push('quote_card_open', 'blockquote', 1);
    opening.meta = { postId: open[1] };
    opening.map = [startLine, close + 1];
    state.md.block.tokenize(state, startLine + 1, close);
    state.push('quote_card_close', 'blockquote', -1);
    state.parentType = oldParent;
    state.lineMax = oldLineMax;
    state.line = close + 1;
    return true;
  },
  { alt: ['paragraph', 'reference', 'blockquote', 'list'] },
);
markdown.renderer.rules.quote_card_open = (tokens, index, _options, env) => {
  const source = env.quotes?.get(tokens[index].meta.postId);
  const escapeHtml = markdown.utils.escapeHtml;
  const head = source
    ? `<p><a class="quote-source" href="${escapeHtml(source.url)}">${escapeHtml(source.author)} wrote:</a></p>\n`
    : '';
  return `<blockquote class="quote-card">\n${head}`;
};
markdown.renderer.rules.quote_card_close = () => '</blockquote>\n';

// Loading takes a moment (longer under tsx): the parent starts a post's clock only after this.
parentPort?.postMessage({ ready: true });
parentPort?.on('message', (job) => {
  let html = null;
  try {
    const refs = job.refs && typeof job.refs === 'object' ? job.refs : {};
    html = markdown.render(String(job.source), {
      members: Array.isArray(refs.members) ? new Map(refs.members) : null,
      quotes: Array.isArray(refs.quotes) ? new Map(refs.quotes.map(([id, ref]) => [String(id), ref])) : null,
    });
  } catch {
    html = null; // the parent stores the plain-text fallback
  }
  parentPort?.postMessage({ id: job.id, html });
});
