ALTER TABLE "credit_notes" ADD COLUMN "paid_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "payout_iban_last4" text;