CREATE TABLE "fulfilment_bundle_components" (
	"bundle_id" text NOT NULL,
	"component_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "fulfilment_bundle_components_bundle_id_component_id_pk" PRIMARY KEY("bundle_id","component_id")
);
--> statement-breakpoint
CREATE TABLE "fulfilment_capabilities" (
	"account_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"note" text,
	"changed_by_user_id" integer,
	"changed_by_name" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfilment_contact_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"user_id" integer,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"monthly_orders" text NOT NULL,
	"sku_count" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfilment_inbound_lines" (
	"shipment_id" text NOT NULL,
	"product_id" text NOT NULL,
	"expected_quantity" integer NOT NULL,
	"received_quantity" integer,
	CONSTRAINT "fulfilment_inbound_lines_shipment_id_product_id_pk" PRIMARY KEY("shipment_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "fulfilment_inbound_shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"location" text NOT NULL,
	"reference" text,
	"expected_date" text NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"created_by_user_id" integer,
	"created_by_name" text NOT NULL,
	"received_by_user_id" integer,
	"received_by_name" text,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfilment_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"product_id" text NOT NULL,
	"location" text NOT NULL,
	"kind" text NOT NULL,
	"on_hand_delta" integer NOT NULL,
	"reserved_delta" integer NOT NULL,
	"reason" text,
	"fulfilment_order_id" text,
	"inbound_shipment_id" text,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfilment_order_lines" (
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "fulfilment_order_lines_order_id_product_id_pk" PRIMARY KEY("order_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "fulfilment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"state" text NOT NULL,
	"location" text NOT NULL,
	"reference" text,
	"source" text NOT NULL,
	"external_id" text,
	"recipient" jsonb NOT NULL,
	"service_kind" text NOT NULL,
	"payment_mode" text NOT NULL,
	"cod_amount_fils" integer DEFAULT 0 NOT NULL,
	"delivery_order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfilment_products" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"barcode" text,
	"weight_kg" double precision,
	"length_cm" double precision,
	"width_cm" double precision,
	"height_cm" double precision,
	"unit_value_minor" integer,
	"currency" text DEFAULT 'AED' NOT NULL,
	"hs_code" text,
	"country_of_origin" text,
	"image_url" text,
	"low_stock_threshold" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"is_bundle" boolean DEFAULT false NOT NULL,
	"on_hand_total" integer DEFAULT 0 NOT NULL,
	"reserved_total" integer DEFAULT 0 NOT NULL,
	"available_total" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfilment_stock" (
	"product_id" text NOT NULL,
	"location" text NOT NULL,
	"account_id" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fulfilment_stock_product_id_location_pk" PRIMARY KEY("product_id","location"),
	CONSTRAINT "fulfilment_stock_reserved_within_on_hand" CHECK ("fulfilment_stock"."reserved" >= 0 AND "fulfilment_stock"."on_hand" >= "fulfilment_stock"."reserved")
);
--> statement-breakpoint
ALTER TABLE "fulfilment_bundle_components" ADD CONSTRAINT "fulfilment_bundle_components_bundle_id_fulfilment_products_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."fulfilment_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_bundle_components" ADD CONSTRAINT "fulfilment_bundle_components_component_id_fulfilment_products_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."fulfilment_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_capabilities" ADD CONSTRAINT "fulfilment_capabilities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_contact_requests" ADD CONSTRAINT "fulfilment_contact_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_inbound_lines" ADD CONSTRAINT "fulfilment_inbound_lines_shipment_id_fulfilment_inbound_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."fulfilment_inbound_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_inbound_lines" ADD CONSTRAINT "fulfilment_inbound_lines_product_id_fulfilment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."fulfilment_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_inbound_shipments" ADD CONSTRAINT "fulfilment_inbound_shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_movements" ADD CONSTRAINT "fulfilment_movements_product_id_fulfilment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."fulfilment_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_order_lines" ADD CONSTRAINT "fulfilment_order_lines_order_id_fulfilment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fulfilment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_order_lines" ADD CONSTRAINT "fulfilment_order_lines_product_id_fulfilment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."fulfilment_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD CONSTRAINT "fulfilment_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_products" ADD CONSTRAINT "fulfilment_products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_stock" ADD CONSTRAINT "fulfilment_stock_product_id_fulfilment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."fulfilment_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfilment_bundle_components_component_idx" ON "fulfilment_bundle_components" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "fulfilment_contact_requests_account_idx" ON "fulfilment_contact_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "fulfilment_inbound_account_idx" ON "fulfilment_inbound_shipments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "fulfilment_movements_product_idx" ON "fulfilment_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "fulfilment_movements_order_idx" ON "fulfilment_movements" USING btree ("fulfilment_order_id") WHERE "fulfilment_movements"."fulfilment_order_id" is not null;--> statement-breakpoint
CREATE INDEX "fulfilment_orders_account_created_idx" ON "fulfilment_orders" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fulfilment_orders_awaiting_idx" ON "fulfilment_orders" USING btree ("account_id","location","created_at") WHERE "fulfilment_orders"."state" = 'awaiting_stock';--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilment_orders_external_key" ON "fulfilment_orders" USING btree ("account_id","external_id") WHERE "fulfilment_orders"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilment_orders_delivery_order_key" ON "fulfilment_orders" USING btree ("delivery_order_id") WHERE "fulfilment_orders"."delivery_order_id" is not null;--> statement-breakpoint
CREATE INDEX "fulfilment_products_account_kind_available_idx" ON "fulfilment_products" USING btree ("account_id","is_bundle","available_total","sku");--> statement-breakpoint
CREATE INDEX "fulfilment_products_account_kind_on_hand_idx" ON "fulfilment_products" USING btree ("account_id","is_bundle","on_hand_total","sku");--> statement-breakpoint
CREATE INDEX "fulfilment_products_account_kind_reserved_idx" ON "fulfilment_products" USING btree ("account_id","is_bundle","reserved_total","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilment_products_account_sku_key" ON "fulfilment_products" USING btree ("account_id","sku");--> statement-breakpoint
CREATE INDEX "fulfilment_products_account_kind_sku_idx" ON "fulfilment_products" USING btree ("account_id","is_bundle","sku");--> statement-breakpoint
CREATE INDEX "fulfilment_products_account_kind_name_idx" ON "fulfilment_products" USING btree ("account_id","is_bundle","name","sku");--> statement-breakpoint
CREATE INDEX "fulfilment_products_search_idx" ON "fulfilment_products" USING gin ("account_id","sku" gin_trgm_ops,"name" gin_trgm_ops,"barcode" gin_trgm_ops);