CREATE TABLE "shipment_app_flows" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"required_documents" jsonb NOT NULL,
	"default_incoterm" text NOT NULL,
	"default_contents_description" text,
	"default_currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"shipment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_rule_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"evaluator" text NOT NULL,
	"is_active" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"rule_set_id" text NOT NULL,
	"position" integer NOT NULL,
	"field" text NOT NULL,
	"operator" text NOT NULL,
	"value" text NOT NULL,
	"effect" text NOT NULL,
	"document" text,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"carrier" text NOT NULL,
	"service" text NOT NULL,
	"state" text NOT NULL,
	"tracking_number" text NOT NULL,
	"carrier_ref" text NOT NULL,
	"client_order_id" text,
	"reference" text,
	"sender" jsonb,
	"recipient" jsonb NOT NULL,
	"parcels" jsonb NOT NULL,
	"customs" jsonb,
	"documents" jsonb NOT NULL,
	"label_format" text NOT NULL,
	"label" text,
	"price_fils" integer NOT NULL,
	"cod_amount_fils" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_app_flows" ADD CONSTRAINT "shipment_app_flows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_rule_sets" ADD CONSTRAINT "shipment_rule_sets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_rules" ADD CONSTRAINT "shipment_rules_rule_set_id_shipment_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."shipment_rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_app_flows_account_kind_key" ON "shipment_app_flows" USING btree ("account_id","kind");--> statement-breakpoint
CREATE INDEX "shipment_rule_sets_account_idx" ON "shipment_rule_sets" USING btree ("account_id","evaluator");--> statement-breakpoint
CREATE INDEX "shipment_rules_set_idx" ON "shipment_rules" USING btree ("rule_set_id","position");--> statement-breakpoint
CREATE INDEX "shipments_account_created_idx" ON "shipments" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_client_order_key" ON "shipments" USING btree ("account_id","client_order_id") WHERE "shipments"."client_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_carrier_tracking_key" ON "shipments" USING btree ("carrier","tracking_number");