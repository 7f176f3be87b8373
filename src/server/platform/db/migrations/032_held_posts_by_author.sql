-- A member's page of a thread asks whether they have a held post there (docs/decisions/046-members-at-a-guests-cost.md):
-- held posts are few, so this index is small, and the question is one probe instead of a walk of the
-- member's posts.
CREATE INDEX posts_held_author ON posts (author_id, thread_id) WHERE status = 'held';
