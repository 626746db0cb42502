CREATE TABLE "reality_check_settings" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"interval_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"currency" text,
	"amount_cents" bigint,
	"minutes" integer,
	"pending_kind" text,
	"pending_amount_cents" bigint,
	"pending_minutes" integer,
	"pending_applies_at" timestamp with time zone,
	"pending_confirmed_at" timestamp with time zone,
	"pending_token_hash" text,
	"pending_token_expires_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_limits_amount_non_negative" CHECK ("user_limits"."amount_cents" IS NULL OR "user_limits"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reality_check_settings" ADD CONSTRAINT "reality_check_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_limits" ADD CONSTRAINT "user_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_limits_player_idx" ON "user_limits" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_limits_money_unique" ON "user_limits" USING btree ("player_id","type","period","currency") WHERE "user_limits"."currency" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "user_limits_session_unique" ON "user_limits" USING btree ("player_id","period") WHERE "user_limits"."type" = 'session';--> statement-breakpoint
CREATE UNIQUE INDEX "user_limits_token_unique" ON "user_limits" USING btree ("pending_token_hash");