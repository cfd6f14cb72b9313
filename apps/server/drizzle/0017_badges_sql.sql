-- Badges (issue #21, decision 058): the events that can satisfy a rule queue an officer's
-- evaluation job, once per officer until it runs (badge_evaluations). A bulk write of over
-- 1000 officers queues every active class's evaluation for everyone instead.
CREATE FUNCTION badges_queue_evaluations(officers uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF officers IS NULL OR cardinality(officers) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(officers) > 1000 THEN
    INSERT INTO jobs (name, payload)
    SELECT 'badges-class', jsonb_build_object('classId', id::text)
    FROM badge_classes WHERE is_active;
    RETURN;
  END IF;
  WITH added AS (
    INSERT INTO badge_evaluations (user_id)
    SELECT DISTINCT o FROM unnest(officers) o
    ON CONFLICT DO NOTHING
    RETURNING user_id
  )
  INSERT INTO jobs (name, payload)
  SELECT 'badges-evaluate', jsonb_build_object('userId', user_id::text) FROM added;
END $$;
--> statement-breakpoint
CREATE FUNCTION badges_ledger_written() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM badges_queue_evaluations((SELECT array_agg(DISTINCT user_id) FROM written));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER badges_after_ledger_insert AFTER INSERT ON points_ledger
REFERENCING NEW TABLE AS written
FOR EACH STATEMENT EXECUTE FUNCTION badges_ledger_written();
--> statement-breakpoint
-- A league's founder is evaluated when its membership changes.
CREATE FUNCTION badges_league_members_written() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM badges_queue_evaluations((
    SELECT array_agg(DISTINCT l.creator_id)
    FROM (SELECT DISTINCT league_id FROM written) w
    JOIN leagues l ON l.id = w.league_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER badges_after_league_members_insert AFTER INSERT ON league_members
REFERENCING NEW TABLE AS written
FOR EACH STATEMENT EXECUTE FUNCTION badges_league_members_written();
--> statement-breakpoint
CREATE TRIGGER badges_after_league_members_delete AFTER DELETE ON league_members
REFERENCING OLD TABLE AS written
FOR EACH STATEMENT EXECUTE FUNCTION badges_league_members_written();
