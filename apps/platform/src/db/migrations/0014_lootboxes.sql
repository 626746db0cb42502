CREATE TABLE "lootboxes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"group_key" text NOT NULL,
	"stage" text DEFAULT 'issued' NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"currency" text NOT NULL,
	"wheel_id" text,
	"items" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"nonce" integer DEFAULT 0 NOT NULL,
	"hmac" text,
	"prize_index" integer,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"bonus_id" bigint,
	"freespins_id" bigint,
	CONSTRAINT "lootboxes_source_unique" UNIQUE("player_id","source_key"),
	CONSTRAINT "lootboxes_activated_drawn" CHECK ("lootboxes"."stage" <> 'activated' OR ("lootboxes"."prize_index" IS NOT NULL AND "lootboxes"."hmac" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_freespins_id_player_freespins_id_fk" FOREIGN KEY ("freespins_id") REFERENCES "public"."player_freespins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lootboxes_player_stage" ON "lootboxes" USING btree ("player_id","stage");