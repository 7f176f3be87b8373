-- A dismissed report is kept with its outcome instead of deleted (a reporter sees what became of
-- their reports), as status 'dismissed': out of the open queue, shown to its reporter as "No action needed".
-- The partial index reports_one_open_per_reporter covers open reports only, so the member may report again.
ALTER TABLE reports DROP CONSTRAINT reports_status_check;
ALTER TABLE reports ADD CONSTRAINT reports_status_check
  CHECK (status IN ('open', 'approved', 'removed', 'dismissed'));
