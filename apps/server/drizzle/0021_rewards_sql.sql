-- Rewards (issue 22, decision 060): every points_ledger row writes its balance entry in the same
-- statement, whatever feature wrote it. A gain is `earned`; a reversal is a `clawback` that
-- cools from when the points it takes back were earned, so cooling points taken back never show.
CREATE OR REPLACE FUNCTION balance_entry_from_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  earned_at timestamptz;
BEGIN
  IF NEW.points > 0 THEN
    INSERT INTO balance_entries (user_id, kind, amount, ledger_id, cooling_from, created_at)
    VALUES (NEW.user_id, 'earned', NEW.points, NEW.id, NEW.created_at, NEW.created_at);
  ELSIF NEW.points < 0 THEN
    IF NEW.ref LIKE 'reversal:course:%' THEN
      SELECT created_at INTO earned_at FROM points_ledger
        WHERE user_id = NEW.user_id AND course_id::text = substr(NEW.ref, 17);
    ELSIF NEW.ref LIKE 'reversal:%' THEN
      SELECT created_at INTO earned_at FROM points_ledger
        WHERE user_id = NEW.user_id AND ref = substr(NEW.ref, 10);
    END IF;
    INSERT INTO balance_entries (user_id, kind, amount, ledger_id, cooling_from, created_at)
    VALUES (NEW.user_id, 'clawback', NEW.points, NEW.id, earned_at, NEW.created_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER points_ledger_balance AFTER INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION balance_entry_from_ledger();
--> statement-breakpoint
-- Points earned before the shop opened become balance entries too.
INSERT INTO balance_entries (user_id, kind, amount, ledger_id, cooling_from, created_at)
SELECT l.user_id,
       CASE WHEN l.points > 0 THEN 'earned' ELSE 'clawback' END,
       l.points,
       l.id,
       CASE WHEN l.points > 0 THEN l.created_at ELSE (
         SELECT o.created_at FROM points_ledger o
         WHERE o.user_id = l.user_id AND o.points > 0 AND (
           (l.ref LIKE 'reversal:course:%' AND o.course_id::text = substr(l.ref, 17))
           OR (l.ref NOT LIKE 'reversal:course:%' AND o.ref = substr(l.ref, 10))))
       END,
       l.created_at
FROM points_ledger l
WHERE l.points <> 0
ON CONFLICT DO NOTHING;
