// Renders posts' Markdown to HTML off the main thread (docs/architecture.md#rich-text). Plain JavaScript on
// purpose: the same file runs under tsx in development and tests and beside any compiled build.
// The rules: raw HTML is off (typed tags show as text), images are text, bare and "www." addresses become
// links, a link survives only with an http, https or mailto address, a post's headings start at h4, and a
// line break in the source is a line break on the page. Change them and raise COOK_VERSION in cooker.ts.
import { parentPort } from 'node:worker_threads';
import MarkdownIt from 'markdown-it';

const SAFE_LINK = /^(?:https?:|mailto:)/i;
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
markdown.disable('image');
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());
markdown.linkify.set({ fuzzyLink: true, fuzzyEmail: true });

const shiftHeading = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 3)}`;
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_open = shiftHeading;
markdown.renderer.rules.heading_close = shiftHeading;
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  tokens[index].attrSet('rel', 'nofollow ugc noopener noreferrer');
  return self.renderToken(tokens, index, options);
};

// Loading takes a moment (longer under tsx): the parent starts a post's clock only after this.
parentPort?.postMessage({ ready: true });
parentPort?.on('message', (job) => {
  let html = null;
  try {
    html = markdown.render(String(job.source));
  } catch {
    html = null; // the parent stores the plain-text fallback
  }
  parentPort?.postMessage({ id: job.id, html });
});
