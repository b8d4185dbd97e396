ALTER TABLE "integration_connections" ADD COLUMN "shop_name" text;--> statement-breakpoint
ALTER TABLE "integration_pending_shops" ADD COLUMN "shop_name" text;