CREATE TABLE "comp_point_accounts" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"chargeable" bigint DEFAULT 0 NOT NULL,
	"persistent" bigint DEFAULT 0 NOT NULL,
	"earn_remainders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comp_point_accounts_chargeable_non_negative" CHECK ("comp_point_accounts"."chargeable" >= 0),
	CONSTRAINT "comp_point_accounts_persistent_non_negative" CHECK ("comp_point_accounts"."persistent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comp_point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"key" text NOT NULL,
	"reason" text NOT NULL,
	"points" bigint NOT NULL,
	"persistent_points" bigint DEFAULT 0 NOT NULL,
	"chargeable_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comp_point_entries_player_key" UNIQUE("player_id","key")
);
--> statement-breakpoint
CREATE TABLE "shop_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"group_key" text NOT NULL,
	"label" text,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"image" text,
	"rates" jsonb NOT NULL,
	"wager" integer DEFAULT 0 NOT NULL,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bonus_definition_key" text,
	"lootbox_group_key" text,
	"lottery_ids" jsonb,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"stock" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_cards_key_unique" UNIQUE("key"),
	CONSTRAINT "shop_cards_stock_non_negative" CHECK ("shop_cards"."stock" IS NULL OR "shop_cards"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_exchanges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"currency" text NOT NULL,
	"reward" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_exchanges_player_key" UNIQUE("player_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "comp_point_accounts" ADD CONSTRAINT "comp_point_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_entries" ADD CONSTRAINT "comp_point_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_exchanges" ADD CONSTRAINT "shop_exchanges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_exchanges" ADD CONSTRAINT "shop_exchanges_card_id_shop_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."shop_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comp_point_entries_player" ON "comp_point_entries" USING btree ("player_id","id");