CREATE TABLE "record_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_kind" varchar(30) NOT NULL,
	"record_id" integer NOT NULL,
	"action" varchar(30) NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"operator_type" varchar(20) NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(60) NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_logs_record_idx" ON "record_logs" USING btree ("record_kind","record_id","id");