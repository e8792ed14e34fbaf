CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"ensure_company_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"excerpt" varchar(200) DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_top" smallint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_ensure_company_id_ensure_companies_id_fk" FOREIGN KEY ("ensure_company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_created_by_ensure_company_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."ensure_company_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_company_idx" ON "notices" USING btree ("ensure_company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_public_idx" ON "notices" USING btree ("status","is_top" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST);