import EmailReplyParser from 'email-reply-parser';
import { convert } from 'html-to-text';

// The member's own words of an e-mail reply (docs/product.md#replying-by-e-mail): the plain-text part, or
// the HTML part turned into text when there is no plain one (never HTML into the post: posts are Markdown
// with raw HTML off), with the quoted message and the signature cut by email-reply-parser.

const MAX_SOURCE_CHARS = 200_000;

export function replyText(message: { text: string | null; html: string | null }): string {
  const source = message.text?.trim()
    ? message.text
    : message.html
      ? convert(message.html.slice(0, MAX_SOURCE_CHARS * 2), {
          wordwrap: false,
          selectors: [
            { selector: 'a', options: { ignoreHref: false, hideLinkHrefIfSameAsText: true } },
            { selector: 'img', format: 'skip' },
          ],
        })
      : '';
  const normalized = source.slice(0, MAX_SOURCE_CHARS).replace(/\r\n?/g, '\n');
  const visible = new EmailReplyParser().parseReply(normalized);
  return cutOutlookHeader(visible).trim();
}

/** Outlook quotes without ">" below a "From: ... Sent: ..." block; cut there too. */
function cutOutlookHeader(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i]!.trim();
    if (/^_{5,}$/.test(line) || /^-{2,}\s*Original Message\s*-{2,}$/i.test(line)) {
      return lines.slice(0, i).join('\n');
    }
    if (/^From:\s/i.test(line) && lines.slice(i + 1, i + 4).some((l) => /^(Sent|Date):\s/i.test(l.trim()))) {
      return lines.slice(0, i).join('\n');
    }
  }
  return text;
}
