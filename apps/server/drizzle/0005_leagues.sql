-- Leagues (spec sections 2-4, docs/design.md §5). The creator is a member; members_count is
-- kept in the transaction that adds or removes a member row. Deleting a league takes its members,
-- requests, stars, invites and courses with it.
CREATE TABLE "leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"path" text DEFAULT 'all' NOT NULL,
	"is_private" boolean NOT NULL,
	"discoverable" boolean DEFAULT true NOT NULL,
	"speciality" text,
	"members_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_members_count_nonnegative" CHECK ("members_count" >= 0),
	CONSTRAINT "leagues_path_check" CHECK ("path" IN ('sales', 'technical', 'all')),
	CONSTRAINT "leagues_speciality_check" CHECK ("speciality" IN ('Specialized', 'Unspecialized'))
);--> statement-breakpoint
-- Discover walks this newest first and stops after a page.
CREATE INDEX "leagues_discover_idx" ON "leagues" ("created_at" DESC, "id" DESC) WHERE "discoverable";--> statement-breakpoint
CREATE INDEX "leagues_discover_kind_idx" ON "leagues" ("is_private", "created_at" DESC, "id" DESC) WHERE "discoverable";--> statement-breakpoint
CREATE INDEX "leagues_creator_idx" ON "leagues" ("creator_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "leagues_created_at_idx" ON "leagues" ("created_at" DESC);--> statement-breakpoint
CREATE TABLE "league_members" (
	"league_id" uuid NOT NULL REFERENCES "leagues"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("league_id", "user_id")
);--> statement-breakpoint
CREATE INDEX "league_members_user_idx" ON "league_members" ("user_id", "joined_at" DESC);--> statement-breakpoint
CREATE TABLE "league_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL REFERENCES "leagues"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"state" text DEFAULT 'pending' NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "league_requests_state_check" CHECK ("state" IN ('pending', 'accepted', 'rejected', 'withdrawn'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "league_requests_pending_key" ON "league_requests" ("league_id", "user_id") WHERE "state" = 'pending';--> statement-breakpoint
CREATE INDEX "league_requests_league_idx" ON "league_requests" ("league_id", "created_at" DESC) WHERE "state" = 'pending';--> statement-breakpoint
CREATE INDEX "league_requests_user_idx" ON "league_requests" ("user_id", "created_at" DESC) WHERE "state" = 'pending';--> statement-breakpoint
CREATE INDEX "league_requests_blocked_idx" ON "league_requests" ("league_id", "user_id") WHERE "blocked";--> statement-breakpoint
CREATE TABLE "league_stars" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"league_id" uuid NOT NULL REFERENCES "leagues"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "league_id")
);--> statement-breakpoint
CREATE INDEX "league_stars_user_idx" ON "league_stars" ("user_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "league_stars_league_idx" ON "league_stars" ("league_id");--> statement-breakpoint
CREATE TABLE "league_courses" (
	"league_id" uuid NOT NULL REFERENCES "leagues"("id") ON DELETE cascade,
	"course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
	PRIMARY KEY ("league_id", "course_id")
);--> statement-breakpoint
CREATE TABLE "league_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL REFERENCES "leagues"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"invited_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "league_invites_code_key" ON "league_invites" ("code_hash");--> statement-breakpoint
CREATE INDEX "league_invites_email_idx" ON "league_invites" ("email", "league_id") WHERE "used_at" IS NULL;--> statement-breakpoint
CREATE INDEX "league_invites_league_idx" ON "league_invites" ("league_id");--> statement-breakpoint
CREATE INDEX "league_invites_sender_idx" ON "league_invites" ("invited_by", "created_at");
--> statement-breakpoint
-- How many discoverable leagues there are of each kind, kept by a trigger: Discover's total
-- needs no count over all leagues.
CREATE TABLE "league_totals" (
	"is_private" boolean PRIMARY KEY NOT NULL,
	"discoverable" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "league_totals" ("is_private", "discoverable") VALUES (false, 0), (true, 0);--> statement-breakpoint
CREATE FUNCTION dpts_league_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.discoverable THEN
    UPDATE league_totals SET discoverable = discoverable - 1 WHERE is_private = OLD.is_private;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.discoverable THEN
    UPDATE league_totals SET discoverable = discoverable + 1 WHERE is_private = NEW.is_private;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leagues_totals AFTER INSERT OR DELETE OR UPDATE OF discoverable, is_private ON leagues
  FOR EACH ROW EXECUTE FUNCTION dpts_league_totals();
