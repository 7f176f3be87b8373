// RSS 2.0 documents (https://www.rssboard.org/rss-specification), built as text. Every piece of member text
// goes through xmlText: escaped, never wrapped in CDATA (a title holding `]]>` would end a CDATA section),
// with the characters XML 1.0 forbids removed, since one of them makes the whole feed unreadable.
import { escapeHtml } from '../../../shared/escape-markup';

export interface FeedItem {
  title: string;
  link: string;
  /** HTML of the item, sent escaped as RSS expects. */
  descriptionHtml: string;
  author: string;
  publishedAt: string;
  category?: string;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The page the feed follows. */
  link: string;
  /** The feed's own address, for atom:link rel="self". */
  self: string;
  items: FeedItem[];
}

// C0 controls other than tab and line breaks, C1 controls, U+FFFE/U+FFFF and unpaired surrogates.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text safe inside an XML element or a double-quoted attribute. */
export function xmlText(text: string): string {
  return escapeHtml(text.replace(NOT_XML, ''));
}

/** RFC 822 date, as RSS 2.0 wants (toUTCString gives "Mon, 23 Nov 2026 18:01:17 GMT"). */
export const rssDate = (value: string): string => new Date(value).toUTCString();

const element = (name: string, text: string): string => `<${name}>${xmlText(text)}</${name}>`;

export function renderRss(channel: FeedChannel): string {
  const newest = channel.items
    .map((i) => i.publishedAt)
    .sort()
    .at(-1);
  const items = channel.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${xmlText(item.link)}</guid>`,
      element('dc:creator', item.author),
      element('pubDate', rssDate(item.publishedAt)),
      ...(item.category ? [element('category', item.category)] : []),
      element('description', item.descriptionHtml),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    '<language>en-us</language>',
    `<atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', rssDate(newest))] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
