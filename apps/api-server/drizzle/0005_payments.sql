CREATE TABLE "company_pay_accounts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"channel" varchar(16) NOT NULL,
	"bank_name" varchar(60) NOT NULL,
	"account_name" varchar(120) NOT NULL,
	"account_no" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"prepay_id" varchar(64) PRIMARY KEY NOT NULL,
	"channel" varchar(16) NOT NULL,
	"order_sn" varchar(32) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"openid" varchar(64) NOT NULL,
	"notify_url" varchar(300) NOT NULL,
	"status" varchar(16) DEFAULT 'created' NOT NULL,
	"trade_no" varchar(64),
	"paid_at" timestamp with time zone,
	"refund_no" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_trade_no_unique" UNIQUE("trade_no")
);
--> statement-breakpoint
CREATE TABLE "sandbox_wechat_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"openid" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_wechat_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "company_pay_accounts" ADD CONSTRAINT "company_pay_accounts_company_id_ensure_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_sn","channel");