CREATE TABLE "account_ownerships" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"owner_id" integer NOT NULL,
	"billing_identifier" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatcher_conditions" (
	"id" text PRIMARY KEY NOT NULL,
	"rule_id" text NOT NULL,
	"position" integer NOT NULL,
	"field" text NOT NULL,
	"operator" text NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatcher_decisions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"account_id" text NOT NULL,
	"outcome" text NOT NULL,
	"carrier" text,
	"service" text,
	"reason" text,
	"source" text NOT NULL,
	"rule" jsonb,
	"rule_sets" jsonb NOT NULL,
	"facts" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"explanation" text NOT NULL,
	"cost_fils" integer DEFAULT 0 NOT NULL,
	"decided_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatcher_rule_set_versions" (
	"rule_set_id" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatcher_rule_set_versions_rule_set_id_version_pk" PRIMARY KEY("rule_set_id","version")
);
--> statement-breakpoint
CREATE TABLE "dispatcher_rule_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"default_action" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dispatcher_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"rule_set_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"action" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"redirect_uris" text[] NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_rotated_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_records" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oauth_records_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
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
CREATE TABLE "staff_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"account_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "webhook_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"delivery_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"trigger" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"duration_ms" integer NOT NULL,
	"error" text,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"scheduled_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" jsonb NOT NULL,
	"secret_sealed" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"disabled_reason" text,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "customer_code" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "warehouse_code" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_ownerships" ADD CONSTRAINT "account_ownerships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ownerships" ADD CONSTRAINT "account_ownerships_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatcher_conditions" ADD CONSTRAINT "dispatcher_conditions_rule_id_dispatcher_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."dispatcher_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatcher_decisions" ADD CONSTRAINT "dispatcher_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatcher_rule_set_versions" ADD CONSTRAINT "dispatcher_rule_set_versions_rule_set_id_dispatcher_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."dispatcher_rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatcher_rule_sets" ADD CONSTRAINT "dispatcher_rule_sets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatcher_rules" ADD CONSTRAINT "dispatcher_rules_rule_set_id_dispatcher_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."dispatcher_rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD CONSTRAINT "oauth_clients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD CONSTRAINT "oauth_clients_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_app_flows" ADD CONSTRAINT "shipment_app_flows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_rule_sets" ADD CONSTRAINT "shipment_rule_sets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_rules" ADD CONSTRAINT "shipment_rules_rule_set_id_shipment_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."shipment_rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_codes" ADD CONSTRAINT "tracking_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_ratings" ADD CONSTRAINT "tracking_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_settings" ADD CONSTRAINT "tracking_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_message_id_webhook_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."webhook_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_messages" ADD CONSTRAINT "webhook_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_ownerships_account_key" ON "account_ownerships" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_ownerships_owner_idx" ON "account_ownerships" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "account_ownerships_billing_idx" ON "account_ownerships" USING btree ("billing_identifier");--> statement-breakpoint
CREATE INDEX "dispatcher_conditions_rule_idx" ON "dispatcher_conditions" USING btree ("rule_id","position");--> statement-breakpoint
CREATE INDEX "dispatcher_decisions_order_idx" ON "dispatcher_decisions" USING btree ("order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dispatcher_rule_sets_account_idx" ON "dispatcher_rule_sets" USING btree ("account_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatcher_rule_sets_active_key" ON "dispatcher_rule_sets" USING btree ("account_id","kind") WHERE "dispatcher_rule_sets"."active" and "dispatcher_rule_sets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "dispatcher_rules_set_idx" ON "dispatcher_rules" USING btree ("rule_set_id","position");--> statement-breakpoint
CREATE INDEX "oauth_clients_account_idx" ON "oauth_clients" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "oauth_records_grant_idx" ON "oauth_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oauth_records_uid_idx" ON "oauth_records" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oauth_records_expires_idx" ON "oauth_records" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_messages_event_key" ON "recipient_messages" USING btree ("event_key","channel");--> statement-breakpoint
CREATE INDEX "recipient_messages_order_idx" ON "recipient_messages" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_app_flows_account_kind_key" ON "shipment_app_flows" USING btree ("account_id","kind");--> statement-breakpoint
CREATE INDEX "shipment_rule_sets_account_idx" ON "shipment_rule_sets" USING btree ("account_id","evaluator");--> statement-breakpoint
CREATE INDEX "shipment_rules_set_idx" ON "shipment_rules" USING btree ("rule_set_id","position");--> statement-breakpoint
CREATE INDEX "shipments_account_created_idx" ON "shipments" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_client_order_key" ON "shipments" USING btree ("account_id","client_order_id") WHERE "shipments"."client_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_carrier_tracking_key" ON "shipments" USING btree ("carrier","tracking_number");--> statement-breakpoint
CREATE INDEX "staff_audit_log_account_idx" ON "staff_audit_log" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_target_idx" ON "staff_audit_log" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_created_idx" ON "staff_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_codes_hash_key" ON "tracking_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "tracking_ratings_account_idx" ON "tracking_ratings" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_endpoint_idx" ON "webhook_attempts" USING btree ("endpoint_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_endpoint_message_key" ON "webhook_deliveries" USING btree ("endpoint_id","message_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_account_idx" ON "webhook_deliveries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_account_idx" ON "webhook_endpoints" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_messages_account_idx" ON "webhook_messages" USING btree ("account_id","created_at");