-- The scheduled prune (src/server/platform/maintenance/prune.ts) deletes queued mail 30 days old by created_at;
-- without this index each run would read the whole outbox.
CREATE INDEX IF NOT EXISTS mail_outbox_created_at ON mail_outbox (created_at);
