CREATE TABLE "issuing_config_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ensure_company_id" integer NOT NULL,
	"key" varchar(32) NOT NULL,
	"version" integer NOT NULL,
	"content" text,
	"file_url" varchar(300),
	"note" varchar(100) DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_by_name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_by_name" varchar(60),
	"published_at" timestamp with time zone,
	CONSTRAINT "issuing_config_versions_has_value" CHECK ("issuing_config_versions"."content" is not null or "issuing_config_versions"."file_url" is not null)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "issuing_config" jsonb;--> statement-breakpoint
ALTER TABLE "issuing_config_versions" ADD CONSTRAINT "issuing_config_versions_ensure_company_id_ensure_companies_id_fk" FOREIGN KEY ("ensure_company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issuing_config_versions_number_idx" ON "issuing_config_versions" USING btree ("ensure_company_id","key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "issuing_config_versions_published_idx" ON "issuing_config_versions" USING btree ("ensure_company_id","key") WHERE "issuing_config_versions"."is_published";