import { escapeHtml } from '../../../shared/escape-markup';

// GET /api/auth/{provider} is a browser navigation, not a fetch: when it cannot go to the provider it answers
// a small readable page (no script; the CSP allows inline styles only) with the ways forward.

function page(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f7f9}main{max-width:34rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}h1{font-size:1.4rem;margin-top:0}a{color:#0057a8}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<p><a href="/login">Sign in with your username or e-mail</a> · <a href="/register">Register</a> · <a href="/">Forum home</a></p></main></body></html>`;
}

export function notSetUpPage(providerName: string): string {
  return page(
    `${providerName} sign-in is not set up`,
    `Sign-in with ${providerName} is not set up on this forum. You can sign in or register with your e-mail address instead.`,
  );
}

export function unreachablePage(providerName: string): string {
  return page(
    `${providerName} cannot be reached`,
    `We could not reach ${providerName} to start signing you in. Please try again in a few minutes, or use your username and password.`,
  );
}
