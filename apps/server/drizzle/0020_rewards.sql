CREATE TABLE "balance_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"ledger_id" bigint,
	"redemption_id" uuid,
	"cooling_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_entries_kind_check" CHECK ("balance_entries"."kind" in ('earned', 'clawback', 'spent', 'refund')),
	CONSTRAINT "balance_entries_sign_check" CHECK (("balance_entries"."kind" in ('earned', 'refund') and "balance_entries"."amount" > 0) or ("balance_entries"."kind" in ('clawback', 'spent') and "balance_entries"."amount" < 0)),
	CONSTRAINT "balance_entries_source_check" CHECK (("balance_entries"."kind" in ('earned', 'clawback')) = ("balance_entries"."ledger_id" is not null) and ("balance_entries"."kind" in ('spent', 'refund')) = ("balance_entries"."redemption_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "reward_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reward_id" uuid NOT NULL,
	"code" text NOT NULL,
	"redemption_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reward_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"cost" integer NOT NULL,
	"state" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "reward_redemptions_state_check" CHECK ("reward_redemptions"."state" in ('fulfilled', 'pending', 'sent', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"thumbnail" text,
	"cost" integer NOT NULL,
	"stock" integer,
	"per_officer_limit" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"learning_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fulfilment" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_cost_positive" CHECK ("rewards"."cost" > 0),
	CONSTRAINT "rewards_stock_nonnegative" CHECK ("rewards"."stock" is null or "rewards"."stock" >= 0),
	CONSTRAINT "rewards_fulfilment_check" CHECK ("rewards"."fulfilment" in ('voucher', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_ledger_id_points_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."points_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_redemption_id_reward_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."reward_redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_entries_user_idx" ON "balance_entries" USING btree ("user_id","cooling_from");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_ledger_key" ON "balance_entries" USING btree ("ledger_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_redemption_key" ON "balance_entries" USING btree ("redemption_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_codes_reward_code_key" ON "reward_codes" USING btree ("reward_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_codes_redemption_key" ON "reward_codes" USING btree ("redemption_id");--> statement-breakpoint
CREATE INDEX "reward_codes_free_idx" ON "reward_codes" USING btree ("reward_id","id") WHERE "reward_codes"."redemption_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_attempt_key" ON "reward_redemptions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reward_redemptions_user_idx" ON "reward_redemptions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reward_redemptions_reward_idx" ON "reward_redemptions" USING btree ("reward_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_redemptions_officer_reward_idx" ON "reward_redemptions" USING btree ("user_id","reward_id");--> statement-breakpoint
CREATE INDEX "reward_redemptions_queue_idx" ON "reward_redemptions" USING btree ("state","created_at");