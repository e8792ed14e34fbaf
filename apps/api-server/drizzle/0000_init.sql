CREATE TABLE "enterprise_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"name" varchar(60) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"is_master" smallint DEFAULT 0 NOT NULL,
	"auth_json" text DEFAULT '' NOT NULL,
	"is_reset_password" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"avatar" varchar(300) DEFAULT '' NOT NULL,
	"last_login_at" timestamp with time zone,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_accounts_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"legal_person" varchar(60) NOT NULL,
	"legal_id_card" varchar(18) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"registered_capital" varchar(60) DEFAULT '' NOT NULL,
	"established_date" varchar(20) DEFAULT '' NOT NULL,
	"business_license" varchar(300) DEFAULT '' NOT NULL,
	"contact_name" varchar(60) DEFAULT '' NOT NULL,
	"contact_mobile" varchar(11) DEFAULT '' NOT NULL,
	"auth_status" smallint DEFAULT 0 NOT NULL,
	"auth_step" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprises_credit_code_unique" UNIQUE("credit_code")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	CONSTRAINT "company_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ensure_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"type_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"logo" varchar(300) DEFAULT '' NOT NULL,
	"seal_image" varchar(300) DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"contact" varchar(60) DEFAULT '' NOT NULL,
	"tel" varchar(60) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"premium_rate" numeric(6, 4) DEFAULT '0.0150' NOT NULL,
	"min_premium" numeric(14, 2) DEFAULT '300.00' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"pay_config_enabled" smallint DEFAULT 1 NOT NULL,
	"auth_status" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ensure_companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ensure_company_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account" varchar(60) NOT NULL,
	"name" varchar(60) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"auth_json" text DEFAULT '' NOT NULL,
	"is_reset_password" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"last_login_at" timestamp with time zone,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ensure_company_accounts_account_unique" UNIQUE("account"),
	CONSTRAINT "ensure_company_accounts_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "courts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"area_id" integer NOT NULL,
	CONSTRAINT "courts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"number" varchar(60) NOT NULL,
	"tender_unit" varchar(120) NOT NULL,
	"trading_center" varchar(120) NOT NULL,
	"bid_section" varchar(60) NOT NULL,
	"region" varchar(60) NOT NULL,
	"bid_bond_amount" numeric(14, 2) NOT NULL,
	"bid_open_time" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"subject_type" varchar(20) NOT NULL,
	"subject_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"scene" varchar(30) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_accounts" ADD CONSTRAINT "enterprise_accounts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ensure_companies" ADD CONSTRAINT "ensure_companies_type_id_company_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."company_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ensure_companies" ADD CONSTRAINT "ensure_companies_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ensure_company_accounts" ADD CONSTRAINT "ensure_company_accounts_company_id_ensure_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_accounts_enterprise_idx" ON "enterprise_accounts" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "ensure_companies_area_idx" ON "ensure_companies" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "ensure_company_accounts_company_idx" ON "ensure_company_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_scene_idx" ON "sms_codes" USING btree ("mobile","scene");