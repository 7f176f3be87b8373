// Which addresses a link in a post may have (docs/architecture.md#rich-text): http, https and mailto, which
// leave the site, and paths on this site written from the root ("/calculator/royalty", "/thread/42#post-7").
// The browser's sanitiser uses these; the cooker (src/server/forum/cooking/cook-worker.mjs, plain JavaScript run in a
// worker) keeps a twin, and tests/unit/post-links.test.ts runs the same cases through both.

export const EXTERNAL_LINK = /^(?:https?:|mailto:)/i;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const PERCENT_BYTE = /%([0-9a-f]{2})/gi;
/** One leading slash, then neither another slash, a backslash nor whitespace (a browser reads "/\t/x" as "//x"). */
const ONE_SLASH = /^\/(?![\s/\\])/;

/** The address with %-escapes undone, up to three times over, each byte as one character. */
function percentDecoded(url: string): string {
  let text = url;
  for (let pass = 0; pass < 3; pass++) {
    const next = text.replace(PERCENT_BYTE, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === text) break;
    text = next;
  }
  return text;
}

/**
 * True for a path on this site: one leading slash and no backslash or control character anywhere, also once
 * %-escapes are undone, so "//evil.example", "/\evil.example" and "/%09/evil" are not. A relative path
 * without the slash ("foo/bar") is not either: a post is read on pages at different depths, in feeds and in
 * notifications, where it would lead to different places.
 */
export function isSiteLink(url: string): boolean {
  if (!url.startsWith('/')) return false;
  const plain = percentDecoded(url);
  return ONE_SLASH.test(plain) && !CONTROL.test(plain) && !plain.includes('\\');
}
