CREATE TABLE "crypto_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_addresses_player_coin" UNIQUE("player_id","currency","network")
);
--> statement-breakpoint
CREATE TABLE "deposit_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"percent" integer NOT NULL,
	"amounts" jsonb NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"free_spins" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_bonuses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "fraud_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"card_bin" text,
	"card_last4" text,
	"player_status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callback_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"action" text NOT NULL,
	"type" text NOT NULL,
	"brand" text NOT NULL,
	"provider" text NOT NULL,
	"fee_fixed_cents" bigint DEFAULT 0 NOT NULL,
	"fee_percent_bp" integer DEFAULT 0 NOT NULL,
	"processing_time" text NOT NULL,
	"min_cents" bigint NOT NULL,
	"max_cents" bigint,
	"network" text,
	"hidden_for_group" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_methods_code_currency_action" UNIQUE("code","currency","action")
);
--> statement-breakpoint
CREATE TABLE "payment_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"brand" text NOT NULL,
	"card_bin" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_expiry" text NOT NULL,
	"card_holder" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_profiles_card" UNIQUE("player_id","card_bin","card_last4","card_expiry")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"action" text NOT NULL,
	"state" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"method_code" text NOT NULL,
	"method_type" text NOT NULL,
	"brand" text NOT NULL,
	"card_bin" text,
	"card_last4" text,
	"card_expiry" text,
	"card_holder" text,
	"account_mask" text,
	"bonus_code" text,
	"error_key" text,
	"sandbox_outcome" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payments_player_action_key" UNIQUE("player_id","action","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "crypto_addresses" ADD CONSTRAINT "crypto_addresses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_checks" ADD CONSTRAINT "fraud_checks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_callback_events" ADD CONSTRAINT "payment_callback_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD CONSTRAINT "payment_profiles_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fraud_checks_player_created" ON "fraud_checks" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_player_created" ON "payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_due" ON "payments" USING btree ("due_at") WHERE "payments"."due_at" IS NOT NULL;