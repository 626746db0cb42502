CREATE TABLE "tournament_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"bet_cents" bigint DEFAULT 0 NOT NULL,
	"scored_at" timestamp with time zone,
	"spins_issued" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_entries_player" UNIQUE("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"place" integer NOT NULL,
	"player_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"prize" jsonb,
	"currency" text,
	"amount_cents" bigint,
	"payout" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_prizes_place" UNIQUE("tournament_id","place")
);
--> statement-breakpoint
CREATE TABLE "tournament_scored_rounds" (
	"tournament_id" integer NOT NULL,
	"round_id" bigint NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_scored_rounds_tournament_id_round_id_pk" PRIMARY KEY("tournament_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"frontend_identifier" text NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"currency" text NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"game_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_bet_cents" bigint DEFAULT 0 NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "tournaments_frontend_identifier_unique" UNIQUE("frontend_identifier"),
	CONSTRAINT "tournaments_min_bet_non_negative" CHECK ("tournaments"."min_bet_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_scored_rounds" ADD CONSTRAINT "tournament_scored_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_entries_rank" ON "tournament_entries" USING btree ("tournament_id","score");--> statement-breakpoint
CREATE INDEX "tournaments_end_unsettled" ON "tournaments" USING btree ("end_at") WHERE "tournaments"."settled_at" IS NULL;