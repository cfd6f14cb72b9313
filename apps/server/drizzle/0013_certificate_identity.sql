CREATE TABLE "course_identifiers" (
	"course_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_identifiers_course_id_kind_value_pk" PRIMARY KEY("course_id","kind","value"),
	CONSTRAINT "course_identifiers_kind_check" CHECK ("course_identifiers"."kind" in ('coursera-course', 'credly-badge-class', 'credly-issuer', 'edx-course', 'freecodecamp-cert', 'microsoft-learn-uid', 'accredible-group', 'google-skills-badge'))
);
--> statement-breakpoint
CREATE TABLE "name_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "name_change_requests_state_check" CHECK ("name_change_requests"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "completion_claims" ADD COLUMN "seen_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "completion_claims" ADD COLUMN "past_learning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "completion_claims" ADD COLUMN "held_by" uuid;--> statement-breakpoint
ALTER TABLE "completion_claims" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "certificate_first_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "certificate_last_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "certificate_name_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_identifiers" ADD CONSTRAINT "course_identifiers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_change_requests" ADD CONSTRAINT "name_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_change_requests" ADD CONSTRAINT "name_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_identifiers_value_key" ON "course_identifiers" USING btree ("kind","value") WHERE "course_identifiers"."kind" <> 'credly-issuer';--> statement-breakpoint
CREATE UNIQUE INDEX "name_change_requests_pending_key" ON "name_change_requests" USING btree ("user_id") WHERE "name_change_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "name_change_requests_waiting_idx" ON "name_change_requests" USING btree ("created_at") WHERE "name_change_requests"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "completion_claims" ADD CONSTRAINT "completion_claims_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "completion_claims_held_idx" ON "completion_claims" USING btree ("created_at") WHERE "completion_claims"."held_by" is not null;