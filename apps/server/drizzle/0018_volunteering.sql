CREATE TABLE "volunteer_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"day" date NOT NULL,
	"start_minute" integer NOT NULL,
	"minutes" integer NOT NULL,
	"confirmed_minutes" integer,
	"state" text NOT NULL,
	"lga" text NOT NULL,
	"organisation" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" text,
	"supervisor_name" text NOT NULL,
	"supervisor_email" text,
	"supervisor_phone" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"supervisor_comment" text,
	"approver_comment" text,
	"approver_id" uuid,
	"review" text,
	"audit_flag" boolean DEFAULT false NOT NULL,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"verified_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_entries_minutes_check" CHECK ("volunteer_entries"."minutes" between 15 and 720 and "volunteer_entries"."minutes" % 15 = 0),
	CONSTRAINT "volunteer_entries_status_check" CHECK ("volunteer_entries"."status" in ('pending', 'verified', 'approved', 'denied', 'withdrawn')),
	CONSTRAINT "volunteer_entries_type_check" CHECK ("volunteer_entries"."activity_type" in ('teaching', 'tech-support', 'event-support', 'mentoring', 'other'))
);
--> statement-breakpoint
CREATE TABLE "volunteer_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"domains" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "volunteer_entries" ADD CONSTRAINT "volunteer_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_entries" ADD CONSTRAINT "volunteer_entries_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_links" ADD CONSTRAINT "volunteer_links_entry_id_volunteer_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."volunteer_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_entries_idempotency_key" ON "volunteer_entries" USING btree ("user_id","idempotency_key") WHERE "volunteer_entries"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "volunteer_entries_user_day_idx" ON "volunteer_entries" USING btree ("user_id","day" DESC NULLS LAST,"start_minute" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "volunteer_entries_open_idx" ON "volunteer_entries" USING btree ("created_at","id") WHERE "volunteer_entries"."status" in ('pending', 'verified');--> statement-breakpoint
CREATE INDEX "volunteer_entries_open_state_idx" ON "volunteer_entries" USING btree ("state","created_at","id") WHERE "volunteer_entries"."status" in ('pending', 'verified');--> statement-breakpoint
CREATE INDEX "volunteer_entries_audit_idx" ON "volunteer_entries" USING btree ("decided_at") WHERE "volunteer_entries"."audit_flag" and "volunteer_entries"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "volunteer_entries_supervisor_idx" ON "volunteer_entries" USING btree ("supervisor_email","verified_at") WHERE "volunteer_entries"."supervisor_email" is not null and "volunteer_entries"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "volunteer_links_entry_idx" ON "volunteer_links" USING btree ("entry_id");