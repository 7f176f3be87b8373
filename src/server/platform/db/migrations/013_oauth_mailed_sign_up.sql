-- A social sign-up whose address the provider did not confirm waits for a link mailed to the typed address:
-- the step answers the same whether or not an account has that address, and only the
-- link, opened in the same browser, creates the account. docs/decisions/019-sign-in-hardening.md
ALTER TABLE oauth_pending ADD COLUMN chosen_username text;
ALTER TABLE oauth_pending ADD COLUMN chosen_email text;
ALTER TABLE oauth_pending ADD COLUMN mail_token_hash text UNIQUE;
