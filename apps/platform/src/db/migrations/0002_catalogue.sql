CREATE TABLE "favourite_games" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_categories_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"bet_cents" bigint NOT NULL,
	"win_cents" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"provider_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"seo_title" text NOT NULL,
	"categories" text[] NOT NULL,
	"badges" jsonb NOT NULL,
	"has_demo_mode" boolean NOT NULL,
	"devices" text[] NOT NULL,
	"currencies" jsonb NOT NULL,
	"kind" text NOT NULL,
	"theme" text NOT NULL,
	"min_bet_cents" bigint NOT NULL,
	"max_bet_cents" bigint NOT NULL,
	"rtp_basis_points" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "games_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_games_player_created" ON "favourite_games" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_player_created" ON "game_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "games_categories_gin" ON "games" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "games_provider_position" ON "games" USING btree ("provider_id","position");--> statement-breakpoint
CREATE INDEX "games_position" ON "games" USING btree ("position");--> statement-breakpoint
-- Title search index (issue 4): pg_trgm GIN on lower(title) where the extension is installable
-- (PostgreSQL); embedded PGlite lacks it and answers the search by a scan (bench-search.ts).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS games_title_trgm ON games USING gin (lower(title) gin_trgm_ops);
  END IF;
END
$$;
