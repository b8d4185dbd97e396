ALTER TABLE "orders" ADD COLUMN "dropoff_emirate" text GENERATED ALWAYS AS (dropoff->>'emirate') STORED;--> statement-breakpoint
-- The delivery report (GET /quiqdash/reports/summary) adds up an account's orders of a period from
-- this index alone: an index-only scan instead of reading every row of the table. Not declared in
-- schema.ts, as drizzle cannot express INCLUDE columns.
CREATE INDEX IF NOT EXISTS "orders_account_report_idx" ON "orders" ("account_id", "created_at")
  INCLUDE ("status", "service_kind", "dropoff_emirate", "failed_attempts", "payment_mode", "price_fils", "cod_amount_fils");
