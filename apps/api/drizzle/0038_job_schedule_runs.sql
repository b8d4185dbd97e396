CREATE TABLE "job_schedule_runs" (
	"name" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"job_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_schedule_runs_name_period_start_pk" PRIMARY KEY("name","period_start")
);
