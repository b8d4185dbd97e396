CREATE TABLE "pickup_manifests" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"location_id" text NOT NULL,
	"date" text NOT NULL,
	"stop_id" text NOT NULL,
	"courier_id" text NOT NULL,
	"courier_first_name" text NOT NULL,
	"signer_name" text NOT NULL,
	"signature_upload_id" text NOT NULL,
	"lines" jsonb NOT NULL,
	"orders" integer NOT NULL,
	"parcels" integer NOT NULL,
	"cod_fils" integer NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"location_id" text NOT NULL,
	"date" text NOT NULL,
	"window_from" text NOT NULL,
	"window_to" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pickup_manifests" ADD CONSTRAINT "pickup_manifests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_manifests_stop_key" ON "pickup_manifests" USING btree ("stop_id");--> statement-breakpoint
CREATE INDEX "pickup_manifests_account_date_idx" ON "pickup_manifests" USING btree ("account_id","date","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_requests_open_key" ON "pickup_requests" USING btree ("account_id","location_id","date") WHERE "pickup_requests"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "pickup_requests_date_idx" ON "pickup_requests" USING btree ("date");