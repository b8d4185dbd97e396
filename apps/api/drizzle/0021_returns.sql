ALTER TABLE "orders" ADD COLUMN "return_of_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_order_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_return_key" ON "orders" USING btree ("return_of_order_id") WHERE "orders"."return_of_order_id" is not null and "orders"."status" <> 'cancelled';