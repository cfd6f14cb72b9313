-- The Learning pages' reads are cached by every API process (decision 012's change feed): any
-- statement that changes learning tracks or courses announces 'c' on the same channel.
CREATE FUNCTION dpts_feed_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dpts_changes', 'c');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER topics_feed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON topics
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_catalogue();--> statement-breakpoint
CREATE TRIGGER courses_feed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION dpts_feed_catalogue();
