-- Completion claims: a completion pays only once the issuing site confirmed its certificate.
CREATE TABLE "completion_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"site" text NOT NULL,
	"certificate_key" text NOT NULL,
	"certificate_url" text NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"hold_reason" text,
	"points" integer DEFAULT 0 NOT NULL,
	"certificate_date" timestamp with time zone,
	"before_signup" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "completion_claims_state_check" CHECK ("state" in ('pending', 'verified', 'rejected', 'review')),
	CONSTRAINT "completion_claims_source_check" CHECK ("source" in ('extension', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "completion_claims" ADD CONSTRAINT "completion_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_claims" ADD CONSTRAINT "completion_claims_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "completion_claims_user_idx" ON "completion_claims" USING btree ("user_id","created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "completion_claims_open_key" ON "completion_claims" USING btree ("user_id","course_id") WHERE "state" <> 'rejected';--> statement-breakpoint
CREATE INDEX "completion_claims_certificate_idx" ON "completion_claims" USING btree ("certificate_key");--> statement-breakpoint
CREATE INDEX "completion_claims_review_idx" ON "completion_claims" USING btree ("created_at") WHERE "state" = 'review';--> statement-breakpoint
-- The durable job queue (decision 013): claimed with FOR UPDATE SKIP LOCKED.
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("state" in ('queued', 'active', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_active_idx" ON "jobs" USING btree ("locked_until") WHERE "state" = 'active';
