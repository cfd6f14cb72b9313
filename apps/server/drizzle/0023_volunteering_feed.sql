-- Volunteering entries on the change feed (decision 012, decision 081): one line per officer whose
-- entries a statement changed, so the approval queue and each officer's list can be served from
-- memory.
--   v|userId   that officer's entries were added, changed or removed
--   *          over 1000 rows in one statement, or the table emptied: drop everything
CREATE FUNCTION dpts_feed_volunteering() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed) > 1000 THEN
    PERFORM pg_notify('dpts_changes', '*');
  ELSE
    PERFORM pg_notify('dpts_changes', 'v|' || c.user_id)
    FROM (SELECT DISTINCT user_id FROM changed) c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER volunteer_entries_feed_insert AFTER INSERT ON volunteer_entries
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_volunteering();--> statement-breakpoint
CREATE TRIGGER volunteer_entries_feed_update AFTER UPDATE ON volunteer_entries
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_volunteering();--> statement-breakpoint
CREATE TRIGGER volunteer_entries_feed_delete AFTER DELETE ON volunteer_entries
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_volunteering();--> statement-breakpoint
CREATE TRIGGER volunteer_entries_feed_truncate AFTER TRUNCATE ON volunteer_entries
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_everything();
