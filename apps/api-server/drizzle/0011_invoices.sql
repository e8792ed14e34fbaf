CREATE TABLE "invoice_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(20) NOT NULL,
	"bank_name" varchar(60) DEFAULT '' NOT NULL,
	"bank_account" varchar(30) DEFAULT '' NOT NULL,
	"address" varchar(120) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"ensure_company_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"medium" varchar(10) NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(20) NOT NULL,
	"bank_name" varchar(60) DEFAULT '' NOT NULL,
	"bank_account" varchar(30) DEFAULT '' NOT NULL,
	"address" varchar(120) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"email" varchar(120) DEFAULT '' NOT NULL,
	"receiver_name" varchar(60),
	"receiver_mobile" varchar(11),
	"receiver_address" varchar(300),
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"invoice_no" varchar(20),
	"file_url" varchar(300),
	"courier_company" varchar(40),
	"tracking_no" varchar(40),
	"push_error" varchar(200),
	"void_reason" varchar(200),
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(120) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"attachment" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ensure_company_id_ensure_companies_id_fk" FOREIGN KEY ("ensure_company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_titles_enterprise_idx" ON "invoice_titles" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_live_order_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."status" <> 3;--> statement-breakpoint
CREATE INDEX "invoices_enterprise_idx" ON "invoices" USING btree ("enterprise_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("ensure_company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);