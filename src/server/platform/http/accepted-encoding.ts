/**
 * The compression an answer stored already compressed is sent in, from the request's Accept-Encoding:
 * brotli when the browser takes it, else gzip, else none (null). Used by the guest cache and the sitemap.
 */
export function preferredEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}
