CREATE TABLE "courier_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"courier_id" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_positions" ADD CONSTRAINT "courier_positions_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_positions_courier_at_idx" ON "courier_positions" USING btree ("courier_id","at");--> statement-breakpoint
CREATE INDEX "courier_positions_at_idx" ON "courier_positions" USING btree ("at");