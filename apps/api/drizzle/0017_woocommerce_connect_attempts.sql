CREATE TABLE "woocommerce_connect_attempts" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"store" text NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "woocommerce_connect_attempts" ADD CONSTRAINT "woocommerce_connect_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;