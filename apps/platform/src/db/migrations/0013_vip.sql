CREATE TABLE "adventure_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"adventure_id" text NOT NULL,
	"day" integer NOT NULL,
	"payment_id" bigint NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"bonus_id" bigint,
	"freespins_id" bigint,
	CONSTRAINT "adventure_progress_player_day" UNIQUE("player_id","adventure_id","day")
);
--> statement-breakpoint
CREATE TABLE "cashback_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"week" text NOT NULL,
	"currency" text NOT NULL,
	"loss_cents" bigint NOT NULL,
	"percent" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"bonus_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_payouts_player_week_unique" UNIQUE("player_id","week")
);
--> statement-breakpoint
CREATE TABLE "level_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "level_gifts_player_level_unique" UNIQUE("player_id","level")
);
--> statement-breakpoint
CREATE TABLE "loyalty_job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"number" integer PRIMARY KEY NOT NULL,
	"min_points" integer NOT NULL,
	"names" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"image" text NOT NULL,
	"cashback_percent" integer DEFAULT 0 NOT NULL,
	"gifts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "vip_levels_min_points_unique" UNIQUE("min_points"),
	CONSTRAINT "vip_levels_cashback_range" CHECK ("vip_levels"."cashback_percent" BETWEEN 0 AND 100),
	CONSTRAINT "vip_levels_min_points_non_negative" CHECK ("vip_levels"."min_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_status_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"status" text NOT NULL,
	"lootbox_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_status_gifts_player_status_unique" UNIQUE("player_id","status")
);
--> statement-breakpoint
CREATE TABLE "vip_statuses" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"held_until" timestamp with time zone,
	"earned_quarter" text NOT NULL,
	"lifelong" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adventure_progress" ADD CONSTRAINT "adventure_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_payouts" ADD CONSTRAINT "cashback_payouts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_gifts" ADD CONSTRAINT "level_gifts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_status_gifts" ADD CONSTRAINT "vip_status_gifts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_statuses" ADD CONSTRAINT "vip_statuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adventure_progress_player" ON "adventure_progress" USING btree ("player_id");