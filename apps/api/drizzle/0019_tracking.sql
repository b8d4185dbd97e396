CREATE TABLE "recipient_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"order_id" text NOT NULL,
	"event_key" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "tracking_codes" (
	"order_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_ratings" (
	"order_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"stars" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_settings" (
	"account_id" text PRIMARY KEY NOT NULL,
	"brand_colour" text DEFAULT '#0b5cad' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"notify_events" jsonb DEFAULT '["out_for_delivery","delivery_complete","delivery_failed","rescheduled"]'::jsonb NOT NULL,
	"return_window_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_codes" ADD CONSTRAINT "tracking_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_ratings" ADD CONSTRAINT "tracking_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_settings" ADD CONSTRAINT "tracking_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_messages_event_key" ON "recipient_messages" USING btree ("event_key","channel");--> statement-breakpoint
CREATE INDEX "recipient_messages_order_idx" ON "recipient_messages" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_codes_hash_key" ON "tracking_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "tracking_ratings_account_idx" ON "tracking_ratings" USING btree ("account_id","created_at");