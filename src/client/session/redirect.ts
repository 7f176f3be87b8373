// Login and Register links carry the current path (docs/product.md#pages) as ?redirect=...; only same-site paths
// are followed, so a crafted link cannot send a user to another site after signing in.
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/^\/(login|register|logout)(\/|\?|$)/i.test(value)) return '/';
  return value;
}

export function withRedirect(path: '/login' | '/register', current: string): string {
  const target = safeRedirect(current);
  return target === '/' ? path : `${path}?redirect=${encodeURIComponent(target)}`;
}
