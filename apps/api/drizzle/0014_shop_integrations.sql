CREATE TABLE "integration_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"delivery_id" text NOT NULL,
	"connection_id" text NOT NULL,
	"account_id" text NOT NULL,
	"topic" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"shop" text NOT NULL,
	"account_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integration_pending_shops" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"shop" text NOT NULL,
	"credentials_sealed" text NOT NULL,
	"webhook_secret_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_shop_orders" (
	"connection_id" text NOT NULL,
	"shop_order_id" text NOT NULL,
	"account_id" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_shop_orders_connection_id_shop_order_id_pk" PRIMARY KEY("connection_id","shop_order_id")
);
--> statement-breakpoint
CREATE TABLE "integration_sync_log" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"connection_id" text NOT NULL,
	"shop_order_id" text,
	"order_number" text,
	"outcome" text NOT NULL,
	"reason" text,
	"order_id" text,
	"fix_and_import" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"key" text,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "integration_connections" ALTER COLUMN "status" SET DEFAULT 'connected';--> statement-breakpoint
ALTER TABLE "integration_connections" ADD COLUMN "credentials_sealed" text;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD COLUMN "webhook_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD COLUMN "last_order_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD COLUMN "disconnected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD CONSTRAINT "integration_deliveries_connection_id_integration_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."integration_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD CONSTRAINT "integration_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_oauth_states" ADD CONSTRAINT "integration_oauth_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_shop_orders" ADD CONSTRAINT "integration_shop_orders_connection_id_integration_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."integration_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_shop_orders" ADD CONSTRAINT "integration_shop_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_shop_orders" ADD CONSTRAINT "integration_shop_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_log" ADD CONSTRAINT "integration_sync_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_log" ADD CONSTRAINT "integration_sync_log_connection_id_integration_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."integration_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_deliveries_delivery_idx" ON "integration_deliveries" USING btree ("platform","delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_shop_orders_order_idx" ON "integration_shop_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "integration_sync_log_connection_idx" ON "integration_sync_log" USING btree ("connection_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("queue","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connections_held_shop_idx" ON "integration_connections" USING btree ("platform","shop") WHERE "integration_connections"."status" <> 'disconnected';--> statement-breakpoint
-- Connections stored before connection statuses were named: 'active' is now 'connected'.
UPDATE "integration_connections" SET "status" = 'connected' WHERE "status" = 'active';
