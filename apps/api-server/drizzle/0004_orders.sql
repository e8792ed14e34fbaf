CREATE TABLE "order_counts" (
	"owner_type" varchar(1) NOT NULL,
	"owner_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_owner_type_owner_id_status_pk" PRIMARY KEY("owner_type","owner_id","status")
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"action" varchar(30) NOT NULL,
	"operator_type" varchar(20) NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(60) NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" varchar(32) NOT NULL,
	"type" varchar(16) DEFAULT 'bid_e' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"enterprise_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"ensure_company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"project_name" varchar(200) NOT NULL,
	"enterprise_name" varchar(120) NOT NULL,
	"ensure_company_name" varchar(120) NOT NULL,
	"bid_bond_amount" numeric(14, 2) NOT NULL,
	"premium_rate" numeric(6, 4) NOT NULL,
	"premium" numeric(14, 2) NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"contract_sign_id" varchar(40),
	"contract_url" varchar(300),
	"signed_contract_url" varchar(300),
	"signed_at" timestamp with time zone,
	"reject_reason" varchar(200),
	"pay_method" varchar(16),
	"pay_time" timestamp with time zone,
	"pay_image" varchar(300),
	"letter_url" varchar(300),
	"letter_digest" varchar(64),
	"letter_no" varchar(40),
	"valid_from" date,
	"valid_to" date,
	"issued_at" timestamp with time zone,
	"void_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE TABLE "pay_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_sn" varchar(32) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"trade_no" varchar(64),
	"status" varchar(16) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_enterprise_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."enterprise_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ensure_company_id_ensure_companies_id_fk" FOREIGN KEY ("ensure_company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_logs" ADD CONSTRAINT "pay_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_logs_order_idx" ON "order_logs" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_letter_no_idx" ON "orders" USING btree ("letter_no");--> statement-breakpoint
CREATE INDEX "orders_enterprise_status_idx" ON "orders" USING btree ("enterprise_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_enterprise_created_idx" ON "orders" USING btree ("enterprise_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_company_status_idx" ON "orders" USING btree ("ensure_company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_project_idx" ON "orders" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "pay_logs_order_idx" ON "pay_logs" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_logs_trade_idx" ON "pay_logs" USING btree ("channel","trade_no") WHERE "pay_logs"."trade_no" is not null;