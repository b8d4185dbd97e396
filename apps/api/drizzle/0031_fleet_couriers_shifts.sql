CREATE TABLE "courier_shifts" (
	"id" text PRIMARY KEY NOT NULL,
	"courier_id" text NOT NULL,
	"date" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_kind" text NOT NULL,
	"capacity_parcels" integer NOT NULL,
	"capacity_kg" integer NOT NULL,
	"depot_name" text NOT NULL,
	"depot_lat" double precision NOT NULL,
	"depot_lng" double precision NOT NULL,
	"waypoint_window_minutes" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"push_id" text,
	"gcm_token" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "courier_shifts" ADD CONSTRAINT "courier_shifts_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_shifts_date_idx" ON "courier_shifts" USING btree ("date","courier_id");