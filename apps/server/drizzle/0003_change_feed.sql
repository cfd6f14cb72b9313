-- Change feed for the API processes' read caches (decision 012): every committed change to the
-- rows they cache is announced on the `dpts_changes` channel, one line per row:
--   u|<user id>|<old total>|<new total>          users updated or deleted
--   d|<day>|<user id>|<old points>|<new points>  daily_points written or deleted
--   e|<user id>                                  enrollments of that officer written
--   s|<token hash>                               a session revoked, extended or deleted
--   *                                            a bulk change (over 1000 rows): drop everything
-- Statement-level triggers with transition tables: one trigger call per statement, and a bulk
-- load sends one line instead of a million.
CREATE FUNCTION dpts_feed_users_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed_new) > 1000 THEN
    PERFORM pg_notify('dpts_changes', '*');
  ELSE
    PERFORM pg_notify('dpts_changes',
      'u|' || n.id || '|' || o.total_points_earned || '|' || n.total_points_earned)
    FROM changed_new n JOIN changed_old o ON o.id = n.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION dpts_feed_users_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed_old) > 1000 THEN
    PERFORM pg_notify('dpts_changes', '*');
  ELSE
    PERFORM pg_notify('dpts_changes', 'u|' || o.id || '|' || o.total_points_earned || '|0')
    FROM changed_old o;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_feed_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_users_update();--> statement-breakpoint
CREATE TRIGGER users_feed_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_users_delete();--> statement-breakpoint

CREATE FUNCTION dpts_feed_daily_points_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed_new) > 1000 THEN
    PERFORM pg_notify('dpts_changes', '*');
  ELSE
    PERFORM pg_notify('dpts_changes', 'd|' || to_char(n.day, 'YYYY-MM-DD') || '|' || n.user_id || '|0|' || n.points)
    FROM changed_new n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION dpts_feed_daily_points_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed_new) > 1000 THEN
    PERFORM pg_notify('dpts_changes', '*');
  ELSE
    PERFORM pg_notify('dpts_changes',
      'd|' || to_char(n.day, 'YYYY-MM-DD') || '|' || n.user_id || '|' || o.points || '|' || n.points)
    FROM changed_new n JOIN changed_old o ON o.day = n.day AND o.user_id = n.user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION dpts_feed_daily_points_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed_old) > 1000 THEN
    PERFORM pg_notify('dpts_changes', '*');
  ELSE
    PERFORM pg_notify('dpts_changes', 'd|' || to_char(o.day, 'YYYY-MM-DD') || '|' || o.user_id || '|' || o.points || '|0')
    FROM changed_old o;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER daily_points_feed_insert AFTER INSERT ON daily_points
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_daily_points_insert();--> statement-breakpoint
CREATE TRIGGER daily_points_feed_update AFTER UPDATE ON daily_points
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_daily_points_update();--> statement-breakpoint
CREATE TRIGGER daily_points_feed_delete AFTER DELETE ON daily_points
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_daily_points_delete();--> statement-breakpoint

-- One function for the three enrollment triggers: each names its rows `changed`.
CREATE FUNCTION dpts_feed_enrollments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed) > 1000 THEN
    PERFORM pg_notify('dpts_changes', '*');
  ELSE
    PERFORM pg_notify('dpts_changes', 'e|' || c.user_id)
    FROM (SELECT DISTINCT user_id FROM changed) c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER enrollments_feed_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_enrollments();--> statement-breakpoint
CREATE TRIGGER enrollments_feed_update AFTER UPDATE ON enrollments
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_enrollments();--> statement-breakpoint
CREATE TRIGGER enrollments_feed_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_enrollments();--> statement-breakpoint

CREATE FUNCTION dpts_feed_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed) > 1000 THEN
    PERFORM pg_notify('dpts_changes', '*');
  ELSE
    PERFORM pg_notify('dpts_changes', 's|' || c.token_hash) FROM changed c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_feed_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_sessions();--> statement-breakpoint
CREATE TRIGGER sessions_feed_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_sessions();
