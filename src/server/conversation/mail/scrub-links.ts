// A queued message carries secret links (a reset or confirmation token, a sign-up code, a signed unsubscribe
// link) in plain text, while every token is otherwise stored only as a hash. Once the mail server has the
// message (or it is given up), the outbox keeps it without them: the row only tells the operator what was
// sent, to whom and when (docs/decisions/036-one-visibility-rule.md). Without SMTP_URL the outbox is the
// delivery itself (the CLI prints it), so those rows keep their links until the 30-day prune.

export const LINK_REMOVED = '[link removed once sent]';

// A web address whose query or fragment carries a token or a code.
const SECRET_LINK = /https?:\/\/[^\s"'<>]*[?#&](?:token|code)=[^\s"'<>]*/gi;

export function scrubSecretLinks(text: string): string {
  return text.replace(SECRET_LINK, LINK_REMOVED);
}
