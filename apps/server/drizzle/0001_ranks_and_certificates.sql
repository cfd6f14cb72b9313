CREATE TABLE "completion_certificates" (
	"certificate_key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"certificate_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_point_totals" (
	"day" date NOT NULL,
	"points" integer NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "daily_point_totals_day_points_pk" PRIMARY KEY("day","points")
);
--> statement-breakpoint
CREATE TABLE "point_total_days" (
	"total" integer NOT NULL,
	"day" date NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "point_total_days_total_day_pk" PRIMARY KEY("total","day")
);
--> statement-breakpoint
DROP INDEX "daily_points_rank_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "title_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "completion_certificates" ADD CONSTRAINT "completion_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_certificates" ADD CONSTRAINT "completion_certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_title_key_idx" ON "courses" USING btree ("title_key");--> statement-breakpoint
CREATE INDEX "daily_points_rank_idx" ON "daily_points" USING btree ("day","points" DESC NULLS LAST,"reached_at","user_id");