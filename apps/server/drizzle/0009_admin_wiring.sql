-- Administrator search over leagues (decision 030): a case-insensitive substring of the league's
-- name or its moderator's name, served by trigram indexes (pg_trgm, migration 0006).
CREATE INDEX IF NOT EXISTS leagues_name_trgm_idx ON leagues USING gin ((lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_name_trgm_idx ON users USING gin ((lower(first_name || ' ' || last_name)) gin_trgm_ops);
