CREATE TABLE "preservation_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" varchar(32) NOT NULL,
	"ensure_company_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"court_id" integer NOT NULL,
	"case_category_id" integer NOT NULL,
	"preserve_category_id" integer NOT NULL,
	"case_no" varchar(40) DEFAULT '' NOT NULL,
	"preserve_amount" numeric(14, 2) NOT NULL,
	"guarantee_amount" numeric(14, 2) NOT NULL,
	"premium" numeric(14, 2),
	"parties" jsonb NOT NULL,
	"party_names" varchar(1300) NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preservation_applies_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE TABLE "preservation_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(40) NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preservation_applies" ADD CONSTRAINT "preservation_applies_ensure_company_id_ensure_companies_id_fk" FOREIGN KEY ("ensure_company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preservation_applies" ADD CONSTRAINT "preservation_applies_created_by_ensure_company_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."ensure_company_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preservation_applies" ADD CONSTRAINT "preservation_applies_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preservation_applies" ADD CONSTRAINT "preservation_applies_case_category_id_preservation_categories_id_fk" FOREIGN KEY ("case_category_id") REFERENCES "public"."preservation_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preservation_applies" ADD CONSTRAINT "preservation_applies_preserve_category_id_preservation_categories_id_fk" FOREIGN KEY ("preserve_category_id") REFERENCES "public"."preservation_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preservation_applies_company_idx" ON "preservation_applies" USING btree ("ensure_company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "preservation_applies"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "preservation_categories_kind_name_idx" ON "preservation_categories" USING btree ("kind","name");