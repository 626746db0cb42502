CREATE TABLE "jackpot_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"seed_cents" bigint NOT NULL,
	"contribution_basis_points" integer NOT NULL,
	CONSTRAINT "jackpot_levels_jackpot_identifier" UNIQUE("jackpot_id","identifier"),
	CONSTRAINT "jackpot_levels_amount_nonnegative" CHECK ("jackpot_levels"."amount_cents" >= 0),
	CONSTRAINT "jackpot_levels_rate_nonnegative" CHECK ("jackpot_levels"."contribution_basis_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "jackpots_identifier_currency" UNIQUE("identifier","currency")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "jackpot_identifier" text;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;