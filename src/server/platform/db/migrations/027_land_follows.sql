-- The sections and townships a member follows (docs/decisions/039-land-references.md): a post naming one
-- notifies them like a watched thread. Private to the member; in their data export; gone with the account.
CREATE TABLE land_follows (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  land_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, land_key)
);
CREATE INDEX land_follows_land_key ON land_follows (land_key);
