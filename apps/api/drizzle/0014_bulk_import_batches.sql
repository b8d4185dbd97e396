ALTER TABLE "bulk_imports" ADD COLUMN "state" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bulk_import_id" text;