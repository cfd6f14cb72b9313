-- Administration (decision 017): substring search over users, retirable learning tracks, edits
-- the seed must keep, the audit log, and an exact user count without scanning users.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- One trigram index over what an administrator searches: full name, username and email. The
-- newline separates fields so a search cannot match across them (it cannot be typed in a search).
CREATE INDEX users_search_trgm_idx ON users USING gin (
  (lower(first_name || ' ' || last_name || E'\n' || coalesce(username, '') || E'\n' || email)) gin_trgm_ops
);--> statement-breakpoint
CREATE INDEX users_newest_idx ON users (created_at DESC, id DESC);--> statement-breakpoint

ALTER TABLE topics ADD COLUMN is_active boolean NOT NULL DEFAULT true;--> statement-breakpoint
-- Set when an administrator changes a row: the start-up seed no longer overwrites it.
ALTER TABLE topics ADD COLUMN curated_at timestamptz;--> statement-breakpoint
ALTER TABLE courses ADD COLUMN curated_at timestamptz;--> statement-breakpoint
CREATE INDEX courses_search_trgm_idx ON courses USING gin (
  (lower(name || E'\n' || website)) gin_trgm_ops
);--> statement-breakpoint
CREATE INDEX courses_newest_idx ON courses (created_at DESC, id DESC);--> statement-breakpoint
-- Completions of one course (the catalogue shows them; retiring keeps them paid).
CREATE INDEX enrollments_course_complete_idx ON enrollments (course_id) WHERE state = 'complete';--> statement-breakpoint

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_email text NOT NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX audit_log_newest_idx ON audit_log (created_at DESC, id DESC);--> statement-breakpoint
CREATE INDEX audit_log_entity_idx ON audit_log (entity, created_at DESC, id DESC);--> statement-breakpoint

-- The number of accounts, kept by statement triggers: Total Users and the users list's total
-- without counting a million rows.
CREATE TABLE user_count (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  users bigint NOT NULL
);--> statement-breakpoint
INSERT INTO user_count (id, users) SELECT true, count(*) FROM users;--> statement-breakpoint
CREATE FUNCTION dpts_user_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_count SET users = users + (SELECT count(*) FROM counted_new);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION dpts_user_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_count SET users = users - (SELECT count(*) FROM counted_old);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS counted_new
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_user_count_insert();--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS counted_old
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_user_count_delete();
