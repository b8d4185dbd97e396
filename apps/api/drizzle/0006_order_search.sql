CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("account_id","id" gin_trgm_ops,"partner_order_id" gin_trgm_ops,"recipient_name" gin_trgm_ops,"recipient_phone" gin_trgm_ops);
