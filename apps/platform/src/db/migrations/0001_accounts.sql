CREATE TABLE "auth_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "player_group_memberships" (
	"player_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_group_memberships_player_id_group_id_pk" PRIMARY KEY("player_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text,
	"first_name" text,
	"last_name" text,
	"date_of_birth" date,
	"gender" text,
	"country" text,
	"city" text,
	"address" text,
	"postal_code" text,
	"state" text,
	"mobile_phone" text,
	"profession" text,
	"personal_id_number" text,
	"receive_promos" boolean DEFAULT false NOT NULL,
	"receive_sms_promos" boolean DEFAULT false NOT NULL,
	"locale" text NOT NULL,
	"license_name" text DEFAULT 'CW' NOT NULL,
	"auth_fields_missed" text[] DEFAULT '{}'::text[] NOT NULL,
	"confirmed_at" timestamp with time zone,
	"current_sign_in_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"deposit_bonus_code" text,
	"can_issue_bonuses" boolean DEFAULT true NOT NULL,
	"autoregistered" boolean DEFAULT false NOT NULL,
	"autologin_link" text,
	"verified" boolean DEFAULT false NOT NULL,
	"sumsub_verified" boolean DEFAULT false NOT NULL,
	"sow_questionnaire_expires_at" timestamp with time zone,
	"two_factor_secret" text,
	"two_factor_pending_secret" text,
	"two_factor_last_counter" bigint,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"stag" text,
	"registration_dfpc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"dfpc" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"available_to_cashout_cents" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_player_currency_unique" UNIQUE("player_id","currency"),
	CONSTRAINT "accounts_amount_non_negative" CHECK ("accounts"."amount_cents" >= 0),
	CONSTRAINT "accounts_cashout_within_amount" CHECK ("accounts"."available_to_cashout_cents" >= 0 AND "accounts"."available_to_cashout_cents" <= "accounts"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_group_memberships" ADD CONSTRAINT "player_group_memberships_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_group_memberships" ADD CONSTRAINT "player_group_memberships_group_id_player_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."player_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_player_purpose_idx" ON "auth_tokens" USING btree ("player_id","purpose");--> statement-breakpoint
CREATE INDEX "documents_player_idx" ON "documents" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "player_group_memberships_group_idx" ON "player_group_memberships" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_unique" ON "players" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_one_active_per_player" ON "accounts" USING btree ("player_id") WHERE "accounts"."active";