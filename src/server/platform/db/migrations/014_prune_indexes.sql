-- The scheduled prune (src/server/platform/maintenance/prune.ts) deletes by time; without these indexes each run would
-- read the whole table. thread_views, login_failures and sessions are the tables that grow with traffic.
CREATE INDEX thread_views_hour ON thread_views (hour);
CREATE INDEX login_failures_failed_at ON login_failures (failed_at);
CREATE INDEX sessions_expires_at ON sessions (expires_at);
CREATE INDEX mail_requests_created_at ON mail_requests (created_at);
