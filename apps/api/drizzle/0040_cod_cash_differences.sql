ALTER TABLE "credit_note_lines" ADD COLUMN "collected_fils" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "difference_fils" integer DEFAULT 0 NOT NULL;