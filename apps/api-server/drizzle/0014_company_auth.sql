CREATE TABLE "auth_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_kind" varchar(12) NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_name" varchar(120) NOT NULL,
	"operator_id" integer NOT NULL,
	"decision" varchar(8) NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_auth_submissions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"basic" jsonb,
	"identity" jsonb,
	"qualifications" jsonb,
	"seal" jsonb,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"review_opinion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" varchar(60) NOT NULL,
	"name" varchar(60) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"last_login_at" timestamp with time zone,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_operators_account_unique" UNIQUE("account")
);
--> statement-breakpoint
ALTER TABLE "auth_reviews" ADD CONSTRAINT "auth_reviews_operator_id_platform_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."platform_operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_auth_submissions" ADD CONSTRAINT "company_auth_submissions_company_id_ensure_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_auth_submissions" ADD CONSTRAINT "company_auth_submissions_reviewed_by_platform_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."platform_operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_reviews_subject_idx" ON "auth_reviews" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "auth_reviews_created_idx" ON "auth_reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("ensure_company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_issued_idx" ON "orders" USING btree ("ensure_company_id","issued_at") WHERE "orders"."issued_at" is not null;