CREATE TABLE "jackpot_wins" (
	"id" serial PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"cycle" integer,
	"player_id" integer,
	"user_name" text NOT NULL,
	"game_id" integer,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_eur_cents" bigint NOT NULL,
	"level_name" text NOT NULL,
	"server_seed" text,
	"server_seed_hash" text,
	"drop_point_cents" bigint,
	"drop_from_cents" bigint,
	"drop_to_cents" bigint,
	"seeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_wins_level_cycle" UNIQUE("level_id","cycle")
);
--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD COLUMN "ceiling_cents" bigint;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD COLUMN "cycle" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD COLUMN "drop_point_cents" bigint;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD COLUMN "drop_from_cents" bigint;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD COLUMN "drop_to_cents" bigint;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD COLUMN "server_seed" text;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD COLUMN "server_seed_hash" text;--> statement-breakpoint
ALTER TABLE "jackpots" ADD COLUMN "mystic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_wins_created" ON "jackpot_wins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jackpot_wins_amount_eur" ON "jackpot_wins" USING btree ("amount_eur_cents");--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_drop_within_ceiling" CHECK ("jackpot_levels"."drop_point_cents" IS NULL OR "jackpot_levels"."drop_point_cents" <= "jackpot_levels"."ceiling_cents");