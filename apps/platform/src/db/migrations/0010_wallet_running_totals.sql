-- Running totals per wallet (ADR 035): limit windows read two rows instead of summing the ledger.
DROP INDEX "ledger_entries_account_created";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "wagered_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "won_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deposited_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "withdrawn_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "wagered_after_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "won_after_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "deposited_after_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "withdrawn_after_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created_id" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
UPDATE "ledger_entries" e
   SET wagered_after_cents = t.wagered, won_after_cents = t.won, deposited_after_cents = t.deposited, withdrawn_after_cents = t.withdrawn
  FROM (SELECT id,
         COALESCE(SUM(CASE WHEN kind = 'bet' THEN -amount_cents ELSE 0 END) OVER (PARTITION BY account_id ORDER BY id), 0) AS wagered,
         COALESCE(SUM(CASE WHEN kind = 'win' OR (kind = 'refund' AND COALESCE(reference, '') NOT LIKE 'payment:%') THEN amount_cents ELSE 0 END) OVER (PARTITION BY account_id ORDER BY id), 0) AS won,
         COALESCE(SUM(CASE WHEN kind = 'deposit' THEN amount_cents ELSE 0 END) OVER (PARTITION BY account_id ORDER BY id), 0) AS deposited,
         COALESCE(SUM(CASE WHEN kind = 'withdrawal' OR (kind = 'refund' AND reference LIKE 'payment:%') THEN -amount_cents ELSE 0 END) OVER (PARTITION BY account_id ORDER BY id), 0) AS withdrawn
          FROM "ledger_entries") t
 WHERE t.id = e.id;--> statement-breakpoint
UPDATE "accounts" a
   SET wagered_cents = t.wagered, won_cents = t.won, deposited_cents = t.deposited, withdrawn_cents = t.withdrawn
  FROM (SELECT account_id,
         COALESCE(SUM(CASE WHEN kind = 'bet' THEN -amount_cents ELSE 0 END) , 0) AS wagered,
         COALESCE(SUM(CASE WHEN kind = 'win' OR (kind = 'refund' AND COALESCE(reference, '') NOT LIKE 'payment:%') THEN amount_cents ELSE 0 END) , 0) AS won,
         COALESCE(SUM(CASE WHEN kind = 'deposit' THEN amount_cents ELSE 0 END) , 0) AS deposited,
         COALESCE(SUM(CASE WHEN kind = 'withdrawal' OR (kind = 'refund' AND reference LIKE 'payment:%') THEN -amount_cents ELSE 0 END) , 0) AS withdrawn
          FROM "ledger_entries" GROUP BY account_id) t
 WHERE t.account_id = a.id;
