-- Secret links die together (docs/decisions/037-secrets-die-together.md): a link not used yet is voided,
-- not deleted, when a newer one of its kind is used or the account's password, address or sessions change,
-- so following it says why it no longer works. The notice to the old address of an e-mail change carries a
-- link of its own that cancels the change without signing in.
alter table account_tokens add column voided_at timestamptz;

alter table account_tokens drop constraint account_tokens_purpose_check;
alter table account_tokens add constraint account_tokens_purpose_check
  check (purpose in ('password-reset', 'confirm-email', 'change-email', 'cancel-email-change'));

-- Voiding reads a member's live links only.
create index account_tokens_live on account_tokens (user_id) where used_at is null and voided_at is null;
