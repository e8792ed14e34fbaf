CREATE TABLE "message_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"ensure_company_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"events" varchar(200) NOT NULL,
	"channels" varchar(20) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"ensure_company_id" integer NOT NULL,
	"message_user_id" integer,
	"recipient_name" varchar(20) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"event" varchar(30) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"order_sn" varchar(32) NOT NULL,
	"title" varchar(60) NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(200),
	"claimed_until" timestamp with time zone,
	"attempted_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_users" ADD CONSTRAINT "message_users_ensure_company_id_ensure_companies_id_fk" FOREIGN KEY ("ensure_company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pushes" ADD CONSTRAINT "order_pushes_ensure_company_id_ensure_companies_id_fk" FOREIGN KEY ("ensure_company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pushes" ADD CONSTRAINT "order_pushes_message_user_id_message_users_id_fk" FOREIGN KEY ("message_user_id") REFERENCES "public"."message_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_users_company_mobile_idx" ON "message_users" USING btree ("ensure_company_id","mobile");--> statement-breakpoint
CREATE INDEX "order_pushes_company_idx" ON "order_pushes" USING btree ("ensure_company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_pushes_pending_idx" ON "order_pushes" USING btree ("id") WHERE "order_pushes"."status" = 0;