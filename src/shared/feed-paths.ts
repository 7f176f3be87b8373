// The RSS feeds' addresses, named by the server's feed routes and by the pages that link them.
export const latestFeedPath = '/latest.rss';
export const categoryFeedPath = (id: number): string => `/feeds/category/${id}.rss`;
export const threadFeedPath = (id: number): string => `/feeds/thread/${id}.rss`;
