CREATE TABLE "recipient_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"account_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_verification_failures" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipient_codes" ADD CONSTRAINT "recipient_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_verification_failures" ADD CONSTRAINT "recipient_verification_failures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipient_codes_order_idx" ON "recipient_codes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "recipient_verification_failures_order_idx" ON "recipient_verification_failures" USING btree ("order_id","created_at");