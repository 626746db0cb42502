CREATE TABLE "lotteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"frontend_identifier" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_min" jsonb,
	"stake_eur_cents" integer,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"drawn_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotteries_frontend_identifier_unique" UNIQUE("frontend_identifier")
);
--> statement-breakpoint
CREATE TABLE "lottery_rounds" (
	"lottery_id" integer NOT NULL,
	"round_id" bigint NOT NULL,
	CONSTRAINT "lottery_rounds_lottery_id_round_id_pk" PRIMARY KEY("lottery_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_stakes" (
	"lottery_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"eur_cents" bigint DEFAULT 0 NOT NULL,
	"tickets_issued" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_stakes_lottery_id_player_id_pk" PRIMARY KEY("lottery_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"source" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_tickets_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"lottery_id" integer NOT NULL,
	"place" integer NOT NULL,
	"ticket_id" bigint NOT NULL,
	"player_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"hmac" text NOT NULL,
	"roll" text NOT NULL,
	"prize" jsonb,
	"currency" text,
	"amount_cents" bigint,
	"payout" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_winners_place_uq" UNIQUE("lottery_id","place")
);
--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD CONSTRAINT "lottery_rounds_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_stakes" ADD CONSTRAINT "lottery_stakes_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_stakes" ADD CONSTRAINT "lottery_stakes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_tickets_lottery_player_idx" ON "lottery_tickets" USING btree ("lottery_id","player_id");