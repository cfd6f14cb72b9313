-- Leagues and the administrators' users list join the read caches (decision 035, on decision
-- 012's change feed). Every statement that changes what Discover, a league's leaderboard or the
-- users list shows announces it on `dpts_changes`:
--   l|<league id>|<0 or 1>       a league inserted, updated or deleted, or its courses changed;
--                                1 when the set of discoverable leagues or their kinds changed
--   lm|<league id>|<user id>     a membership added or removed
--   lu|<user id>                 that officer's join requests or saved leagues changed
--   li|<email>                   invites to that address changed
--   a                            accounts added or removed, or a name, username, email or
--                                creation time updated (points and roles: `u|…` of 0003)
--   *                            over 1000 rows in one statement: drop everything
CREATE FUNCTION dpts_feed_leagues() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF (SELECT count(*) FROM changed_new) > 1000 THEN
      PERFORM pg_notify('dpts_changes', '*');
    ELSE
      PERFORM pg_notify('dpts_changes', 'l|' || n.id || '|' || (CASE WHEN n.discoverable THEN 1 ELSE 0 END))
      FROM changed_new n;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF (SELECT count(*) FROM changed_old) > 1000 THEN
      PERFORM pg_notify('dpts_changes', '*');
    ELSE
      PERFORM pg_notify('dpts_changes', 'l|' || o.id || '|' || (CASE WHEN o.discoverable THEN 1 ELSE 0 END))
      FROM changed_old o;
    END IF;
  ELSE
    IF (SELECT count(*) FROM changed_new) > 1000 THEN
      PERFORM pg_notify('dpts_changes', '*');
    ELSE
      PERFORM pg_notify('dpts_changes', 'l|' || n.id || '|' || (CASE
        WHEN o.discoverable IS DISTINCT FROM n.discoverable
          OR ((o.discoverable OR n.discoverable) AND (o.is_private IS DISTINCT FROM n.is_private
            OR o.created_at IS DISTINCT FROM n.created_at))
        THEN 1 ELSE 0 END))
      FROM changed_new n JOIN changed_old o ON o.id = n.id;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leagues_feed_insert AFTER INSERT ON leagues
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_leagues();--> statement-breakpoint
CREATE TRIGGER leagues_feed_update AFTER UPDATE ON leagues
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_leagues();--> statement-breakpoint
CREATE TRIGGER leagues_feed_delete AFTER DELETE ON leagues
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_leagues();--> statement-breakpoint

-- A league's courses are shown on its Discover card: announced as a change of the league.
CREATE FUNCTION dpts_feed_league_courses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed) > 1000 THEN
    PERFORM pg_notify('dpts_changes', '*');
  ELSE
    PERFORM pg_notify('dpts_changes', 'l|' || c.league_id || '|0')
    FROM (SELECT DISTINCT league_id FROM changed) c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER league_courses_feed_insert AFTER INSERT ON league_courses
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_courses();--> statement-breakpoint
CREATE TRIGGER league_courses_feed_update AFTER UPDATE ON league_courses
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_courses();--> statement-breakpoint
CREATE TRIGGER league_courses_feed_delete AFTER DELETE ON league_courses
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_courses();--> statement-breakpoint

CREATE FUNCTION dpts_feed_league_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed) > 1000 THEN
    PERFORM pg_notify('dpts_changes', '*');
  ELSE
    PERFORM pg_notify('dpts_changes', 'lm|' || c.league_id || '|' || c.user_id)
    FROM (SELECT DISTINCT league_id, user_id FROM changed) c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER league_members_feed_insert AFTER INSERT ON league_members
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_members();--> statement-breakpoint
CREATE TRIGGER league_members_feed_update AFTER UPDATE ON league_members
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_members();--> statement-breakpoint
CREATE TRIGGER league_members_feed_delete AFTER DELETE ON league_members
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_members();--> statement-breakpoint

-- Join requests and saved leagues: what one officer sees of every league.
CREATE FUNCTION dpts_feed_league_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed) > 1000 THEN
    PERFORM pg_notify('dpts_changes', '*');
  ELSE
    PERFORM pg_notify('dpts_changes', 'lu|' || c.user_id)
    FROM (SELECT DISTINCT user_id FROM changed) c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER league_requests_feed_insert AFTER INSERT ON league_requests
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_user();--> statement-breakpoint
CREATE TRIGGER league_requests_feed_update AFTER UPDATE ON league_requests
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_user();--> statement-breakpoint
CREATE TRIGGER league_requests_feed_delete AFTER DELETE ON league_requests
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_user();--> statement-breakpoint
CREATE TRIGGER league_stars_feed_insert AFTER INSERT ON league_stars
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_user();--> statement-breakpoint
CREATE TRIGGER league_stars_feed_update AFTER UPDATE ON league_stars
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_user();--> statement-breakpoint
CREATE TRIGGER league_stars_feed_delete AFTER DELETE ON league_stars
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_user();--> statement-breakpoint

-- Invites are found by address (an officer's Discover shows the leagues they are invited to).
CREATE FUNCTION dpts_feed_league_invites() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed) > 1000 THEN
    PERFORM pg_notify('dpts_changes', '*');
  ELSE
    PERFORM pg_notify('dpts_changes', 'li|' || c.email)
    FROM (SELECT DISTINCT email FROM changed) c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER league_invites_feed_insert AFTER INSERT ON league_invites
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_invites();--> statement-breakpoint
CREATE TRIGGER league_invites_feed_update AFTER UPDATE ON league_invites
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_invites();--> statement-breakpoint
CREATE TRIGGER league_invites_feed_delete AFTER DELETE ON league_invites
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_league_invites();--> statement-breakpoint

-- Which accounts exist and what they are searched by: one line per statement, whatever its
-- size (the users list is re-read from the database after any of these).
CREATE FUNCTION dpts_feed_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dpts_changes', 'a');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_feed_accounts AFTER INSERT OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_accounts();--> statement-breakpoint
CREATE TRIGGER users_feed_account_names
  AFTER UPDATE OF first_name, last_name, username, email, created_at ON users
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_accounts();--> statement-breakpoint
-- Emptying a table fires no row triggers: every cache goes.
CREATE FUNCTION dpts_feed_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dpts_changes', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_feed_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_everything();--> statement-breakpoint
CREATE TRIGGER leagues_feed_truncate AFTER TRUNCATE ON leagues
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_everything();--> statement-breakpoint
CREATE TRIGGER league_courses_feed_truncate AFTER TRUNCATE ON league_courses
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_everything();--> statement-breakpoint
CREATE TRIGGER league_members_feed_truncate AFTER TRUNCATE ON league_members
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_everything();--> statement-breakpoint
CREATE TRIGGER league_requests_feed_truncate AFTER TRUNCATE ON league_requests
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_everything();--> statement-breakpoint
CREATE TRIGGER league_stars_feed_truncate AFTER TRUNCATE ON league_stars
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_everything();--> statement-breakpoint
CREATE TRIGGER league_invites_feed_truncate AFTER TRUNCATE ON league_invites
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_everything();
