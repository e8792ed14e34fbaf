CREATE TABLE "company_letter_rates" (
	"company_id" integer NOT NULL,
	"letter_type" varchar(16) NOT NULL,
	"premium_rate" numeric(6, 4) NOT NULL,
	"min_premium" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_letter_rates_company_id_letter_type_pk" PRIMARY KEY("company_id","letter_type")
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" varchar(32) NOT NULL,
	"enterprise_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"insurer" varchar(16) NOT NULL,
	"project_name" varchar(200) NOT NULL,
	"insured_name" varchar(120) NOT NULL,
	"applicant_name" varchar(120) NOT NULL,
	"insurer_name" varchar(60) NOT NULL,
	"product_name" varchar(60) NOT NULL,
	"sum_insured" numeric(14, 2) NOT NULL,
	"premium" numeric(14, 2) NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"status" varchar(16) DEFAULT 'unpaid' NOT NULL,
	"proposal_no" varchar(64),
	"trade_no" varchar(64),
	"policy_no" varchar(40),
	"policy_url" varchar(300),
	"close_reason" varchar(200),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_policies_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE TABLE "insurance_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"insurer" varchar(16) NOT NULL,
	"insurer_name" varchar(60) NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"premium_rate" numeric(6, 4) NOT NULL,
	"min_premium" numeric(14, 2) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "contract_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "employer" varchar(120);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "winner" varchar(120);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "completion_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contract_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "beneficiary" varchar(120);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "beneficiary_credit_code" varchar(18);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "beneficiary_address" varchar(200);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wage_share" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wording_request" varchar(500);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contract_file" varchar(300);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "award_notice_file" varchar(300);--> statement-breakpoint
ALTER TABLE "company_letter_rates" ADD CONSTRAINT "company_letter_rates_company_id_ensure_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_account_id_enterprise_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."enterprise_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_product_id_insurance_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."insurance_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_policies_enterprise_idx" ON "insurance_policies" USING btree ("enterprise_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_policies_trade_idx" ON "insurance_policies" USING btree ("insurer","trade_no") WHERE "insurance_policies"."trade_no" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_policies_policy_no_idx" ON "insurance_policies" USING btree ("policy_no");--> statement-breakpoint
CREATE INDEX "projects_awarded_idx" ON "projects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "projects"."contract_price" is not null;