-- A PDF's text layer is screened by the auto-moderation rules when it is uploaded. Personal
-- information refuses the upload; lighter hits (watched words, buying/selling) are kept here as JSON until
-- a post shows the file, and then filed as automatic reports on that post.
ALTER TABLE attachments ADD COLUMN screen_hits text;
