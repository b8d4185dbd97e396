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
ALTER TABLE "dispatcher_conditions" ADD CONSTRAINT "dispatcher_conditions_rule_id_dispatcher_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."dispatcher_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatcher_decisions" ADD CONSTRAINT "dispatcher_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatcher_rule_set_versions" ADD CONSTRAINT "dispatcher_rule_set_versions_rule_set_id_dispatcher_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."dispatcher_rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatcher_rule_sets" ADD CONSTRAINT "dispatcher_rule_sets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatcher_rules" ADD CONSTRAINT "dispatcher_rules_rule_set_id_dispatcher_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."dispatcher_rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatcher_conditions_rule_idx" ON "dispatcher_conditions" USING btree ("rule_id","position");--> statement-breakpoint
CREATE INDEX "dispatcher_decisions_order_idx" ON "dispatcher_decisions" USING btree ("order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dispatcher_rule_sets_account_idx" ON "dispatcher_rule_sets" USING btree ("account_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatcher_rule_sets_active_key" ON "dispatcher_rule_sets" USING btree ("account_id","kind") WHERE "dispatcher_rule_sets"."active" and "dispatcher_rule_sets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "dispatcher_rules_set_idx" ON "dispatcher_rules" USING btree ("rule_set_id","position");