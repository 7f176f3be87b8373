// The ticket of a pending social sign-in step (choose a username, or confirm with a password) arrives in
// the URL fragment of /auth/callback; the app moves it here at once so it is not left in the address bar or
// the history, and so a reload of the step page still finds it. sessionStorage ends with the tab.

const KEY = 'oauth-pending-ticket';

export function storePendingTicket(ticket: string): void {
  try {
    sessionStorage.setItem(KEY, ticket);
  } catch {
    // Storage unavailable (private mode): the step page will say the step has expired.
  }
}

export function readPendingTicket(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearPendingTicket(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
