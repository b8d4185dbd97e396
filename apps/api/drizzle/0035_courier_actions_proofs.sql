CREATE TABLE "courier_actions" (
	"courier_id" text NOT NULL,
	"action_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_actions_courier_id_action_id_pk" PRIMARY KEY("courier_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_code_tries" (
	"order_id" text PRIMARY KEY NOT NULL,
	"wrong" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_stop_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"stop_id" text NOT NULL,
	"mission_id" text NOT NULL,
	"courier_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_proofs" (
	"order_id" text NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"upload_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_proofs_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "proof_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"uploaded_by" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sent_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_shifts" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_shifts" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_shifts" ADD COLUMN "break_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_shifts" ADD COLUMN "breaks_taken" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_actions" ADD CONSTRAINT "courier_actions_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_stop_notes" ADD CONSTRAINT "mission_stop_notes_stop_id_mission_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."mission_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_upload_id_proof_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."proof_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_stop_notes_stop_idx" ON "mission_stop_notes" USING btree ("stop_id");--> statement-breakpoint
CREATE INDEX "mission_stop_notes_order_idx" ON "mission_stop_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_proofs_upload_idx" ON "order_proofs" USING btree ("upload_id");