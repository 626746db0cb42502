-- The bonus engine (issue #12, ADR 039): definitions, player bonuses, free-spin batches, redeemed codes.
CREATE TABLE "bonus_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"group_key" text NOT NULL,
	"trigger" text NOT NULL,
	"code" text,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"amounts" jsonb NOT NULL,
	"wager_multiplier" integer DEFAULT 0 NOT NULL,
	"wager_base" text DEFAULT 'bonus' NOT NULL,
	"contribution" jsonb NOT NULL,
	"excluded_games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_spins" jsonb,
	"activation_days" integer,
	"wagering_days" integer,
	"deposit_number" integer,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promotional" boolean DEFAULT false NOT NULL,
	"valid_until" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bonus_definitions_key_unique" UNIQUE("key"),
	CONSTRAINT "bonus_definitions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"definition_id" integer,
	"type" text NOT NULL,
	"group_key" text NOT NULL,
	"stage" text DEFAULT 'issued' NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"wager_required_cents" bigint NOT NULL,
	"wagered_cents" bigint DEFAULT 0 NOT NULL,
	"max_bet_cents" bigint,
	"max_conversion_cents" bigint,
	"converted_cents" bigint,
	"terms" jsonb NOT NULL,
	"source_key" text NOT NULL,
	"activatable_until" timestamp with time zone,
	"wager_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_source_unique" UNIQUE("player_id","source_key"),
	CONSTRAINT "player_bonuses_balance_non_negative" CHECK ("player_bonuses"."balance_cents" >= 0),
	CONSTRAINT "player_bonuses_wagered_non_negative" CHECK ("player_bonuses"."wagered_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"payment_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_codes_player_code_unique" UNIQUE("player_id","code")
);
--> statement-breakpoint
CREATE TABLE "player_freespins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"definition_id" integer,
	"group_key" text NOT NULL,
	"stage" text DEFAULT 'issued' NOT NULL,
	"currency" text NOT NULL,
	"count" integer NOT NULL,
	"remaining" integer NOT NULL,
	"stake_cents" bigint NOT NULL,
	"game_ids" jsonb NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"max_win_cents" bigint NOT NULL,
	"won_cents" bigint DEFAULT 0 NOT NULL,
	"bonus_id" bigint,
	"source_key" text NOT NULL,
	"activatable_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_freespins_source_unique" UNIQUE("player_id","source_key"),
	CONSTRAINT "player_freespins_remaining" CHECK ("player_freespins"."remaining" >= 0 AND "player_freespins"."remaining" <= "player_freespins"."count"),
	CONSTRAINT "player_freespins_won_capped" CHECK ("player_freespins"."won_cents" >= 0 AND "player_freespins"."won_cents" <= "player_freespins"."max_win_cents")
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_codes" ADD CONSTRAINT "player_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_codes" ADD CONSTRAINT "player_codes_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("player_id","currency") WHERE "player_bonuses"."stage" = 'activated';--> statement-breakpoint
CREATE INDEX "player_bonuses_player_stage" ON "player_bonuses" USING btree ("player_id","stage");--> statement-breakpoint
CREATE INDEX "player_freespins_player_stage" ON "player_freespins" USING btree ("player_id","stage");