CREATE TABLE "badge_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status_index" serial NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"credential" jsonb,
	"signed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"hide_name" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"criteria" text NOT NULL,
	"image" text,
	"thumbnail" text,
	"rule_kind" text NOT NULL,
	"rule" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_classes_rule_kind_check" CHECK (rule_kind in ('courses', 'track', 'site', 'volunteering', 'board_first', 'league_members', 'weeks'))
);
--> statement-breakpoint
CREATE TABLE "badge_evaluations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_signing_keys" (
	"public_key_multibase" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_status_lists" (
	"id" integer PRIMARY KEY NOT NULL,
	"credential" jsonb,
	"dirty" boolean DEFAULT true NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_class_id_badge_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."badge_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_evaluations" ADD CONSTRAINT "badge_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badge_awards_live_key" ON "badge_awards" USING btree ("user_id","class_id") WHERE "badge_awards"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "badge_awards_status_index_key" ON "badge_awards" USING btree ("status_index");--> statement-breakpoint
CREATE INDEX "badge_awards_user_idx" ON "badge_awards" USING btree ("user_id","awarded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "badge_awards_class_idx" ON "badge_awards" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badge_classes_slug_key" ON "badge_classes" USING btree ("slug");