-- The outbox of domain events (ADR 030) and the events each side-effect subscriber has handled.
CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "processed_events" (
	"subscriber" text NOT NULL,
	"event_id" bigint NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_subscriber_event_id_pk" PRIMARY KEY("subscriber","event_id")
);
--> statement-breakpoint
CREATE INDEX "domain_events_undelivered_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."delivered_at" is null;