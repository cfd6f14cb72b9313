-- Custom SQL migration file, put your migrations here! --
-- Issue #19: one certificate, one key, whatever the case or form of the link it was claimed
-- with. Existing keys take the form the site rules now give (packages/contract/src/sites):
-- Coursera codes upper case, freeCodeCamp usernames lower case, edX / Credly / Accredible ids
-- lower case, Microsoft Learn `{user}/{code}`. Where two officers' certificates become one key,
-- the first bound keeps it; the others lose the binding and their claims are marked held by the
-- first (`held_by`), so an administrator decides who holds it (the "held" review tab).
CREATE FUNCTION dpts_normal_certificate_key(key text, url text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE split_part(key, ':', 1)
    WHEN 'coursera' THEN
      CASE WHEN url ~* '/share/'
        THEN 'coursera:share/' || lower(substr(key, length('coursera:') + 1))
        ELSE 'coursera:' || upper(substr(key, length('coursera:') + 1)) END
    WHEN 'freecodecamp' THEN
      'freecodecamp:' || lower(split_part(substr(key, length('freecodecamp:') + 1), '/', 1))
        || '/' || split_part(substr(key, length('freecodecamp:') + 1), '/', 2)
    WHEN 'edx' THEN lower(key)
    WHEN 'credly' THEN lower(key)
    WHEN 'google-skillshop' THEN lower(key)
    WHEN 'microsoft-learn' THEN coalesce(
      'microsoft-learn:' || lower((regexp_match(url, '/api/achievements/share/[^/]+/([^/?#]+/[^/?#]+)', 'i'))[1]),
      'microsoft-learn:' || lower((regexp_match(url, '/users/([^/?#]+)/achievements/([^/?#]+)', 'i'))[1]
        || '/' || (regexp_match(url, '/users/([^/?#]+)/achievements/([^/?#]+)', 'i'))[2]),
      'microsoft-learn:credential/' || lower((regexp_match(url, '/users/[^/?#]+/credentials/([^/?#]+)', 'i'))[1]),
      key)
    ELSE key
  END
$$;
--> statement-breakpoint
CREATE TEMPORARY TABLE certificate_key_map ON COMMIT DROP AS
SELECT certificate_key AS old_key,
       dpts_normal_certificate_key(certificate_key, certificate_url) AS new_key,
       user_id,
       row_number() OVER (
         PARTITION BY dpts_normal_certificate_key(certificate_key, certificate_url)
         ORDER BY created_at, certificate_key
       ) AS rank
FROM completion_certificates;
--> statement-breakpoint
UPDATE completion_claims c SET held_by = keeper.user_id
FROM certificate_key_map m
JOIN certificate_key_map keeper ON keeper.new_key = m.new_key AND keeper.rank = 1
WHERE m.rank > 1 AND keeper.user_id <> m.user_id
  AND c.user_id = m.user_id AND c.certificate_key = m.old_key
  AND c.state IN ('verified', 'review');
--> statement-breakpoint
DELETE FROM completion_certificates cc
USING certificate_key_map m
WHERE m.rank > 1 AND cc.certificate_key = m.old_key;
--> statement-breakpoint
UPDATE completion_certificates
SET certificate_key = dpts_normal_certificate_key(certificate_key, certificate_url)
WHERE certificate_key <> dpts_normal_certificate_key(certificate_key, certificate_url);
--> statement-breakpoint
UPDATE completion_claims
SET certificate_key = dpts_normal_certificate_key(certificate_key, certificate_url)
WHERE certificate_key <> dpts_normal_certificate_key(certificate_key, certificate_url);
--> statement-breakpoint
DROP FUNCTION dpts_normal_certificate_key(text, text);
