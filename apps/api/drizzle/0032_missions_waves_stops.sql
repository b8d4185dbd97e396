CREATE TABLE "dispatch_waves" (
	"id" text PRIMARY KEY NOT NULL,
	"date" text NOT NULL,
	"created_by" integer NOT NULL,
	"solve_ms" integer DEFAULT 0 NOT NULL,
	"unassigned" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_orders" (
	"order_id" text NOT NULL,
	"mission_id" text NOT NULL,
	"stop_id" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_stops" (
	"id" text PRIMARY KEY NOT NULL,
	"mission_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"order_ids" jsonb NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"predicted_arrival" timestamp with time zone,
	"locked" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"recipient_name" text
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" text PRIMARY KEY NOT NULL,
	"wave_id" text NOT NULL,
	"courier_id" text NOT NULL,
	"date" text NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"pooled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"distance_meters" double precision DEFAULT 0 NOT NULL,
	"travel_seconds" double precision DEFAULT 0 NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_orders" ADD CONSTRAINT "mission_orders_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_orders" ADD CONSTRAINT "mission_orders_stop_id_mission_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."mission_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_stops" ADD CONSTRAINT "mission_stops_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_wave_id_dispatch_waves_id_fk" FOREIGN KEY ("wave_id") REFERENCES "public"."dispatch_waves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_orders_order_kind_key" ON "mission_orders" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "mission_stops_mission_idx" ON "mission_stops" USING btree ("mission_id","sequence");--> statement-breakpoint
CREATE INDEX "missions_date_idx" ON "missions" USING btree ("date","courier_id");