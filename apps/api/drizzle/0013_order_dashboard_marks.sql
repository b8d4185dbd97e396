CREATE TABLE "order_dashboard_marks" (
	"order_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"exported_at" timestamp with time zone,
	"exported_by" integer,
	"unpooled_at" timestamp with time zone,
	"unpooled_by" integer
);
--> statement-breakpoint
ALTER TABLE "order_dashboard_marks" ADD CONSTRAINT "order_dashboard_marks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dashboard_marks" ADD CONSTRAINT "order_dashboard_marks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dashboard_marks" ADD CONSTRAINT "order_dashboard_marks_exported_by_users_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dashboard_marks" ADD CONSTRAINT "order_dashboard_marks_unpooled_by_users_id_fk" FOREIGN KEY ("unpooled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_dashboard_marks_account_idx" ON "order_dashboard_marks" USING btree ("account_id");--> statement-breakpoint
UPDATE "feature_flags" SET "description" = 'Pushes each flag decision to the analytics data layer (decision 022)' WHERE "name" = 'ff-metrics';--> statement-breakpoint
UPDATE "feature_flags" SET "description" = 'Reserved: booking a shipment days ahead; no effect yet (decision 022)' WHERE "name" = 'advance-shipment';--> statement-breakpoint
UPDATE "feature_flags" SET "description" = 'Reserved: a second single-shipment form; no effect yet (decision 022)' WHERE "name" = 'create-shipment-v2';--> statement-breakpoint
UPDATE "feature_flags" SET "description" = 'Sends Create Product, Create Bundle and the bridge to the newer dashboard (NEW_DASHBOARD_URL)' WHERE "name" = 'bridge-quiqdash';
