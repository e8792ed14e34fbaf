CREATE TABLE "platform_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"order_id" integer,
	"direction" varchar(3) NOT NULL,
	"endpoint" varchar(80) NOT NULL,
	"request_id" varchar(64),
	"business_no" varchar(64),
	"job_id" integer,
	"attempt" smallint,
	"http_status" smallint,
	"ok" boolean NOT NULL,
	"result_code" varchar(16),
	"result_message" text,
	"body" jsonb,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_platform_guarantors" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"ensure_company_id" integer NOT NULL,
	"product_no" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" varchar(120) NOT NULL,
	"dialect" varchar(32) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"base_url" varchar(500) NOT NULL,
	"inbound_app_key" varchar(64) NOT NULL,
	"inbound_app_secret" text NOT NULL,
	"outbound_app_key" varchar(64) NOT NULL,
	"outbound_app_secret" text NOT NULL,
	"sm2_private_key" text,
	"sm2_public_key" varchar(130),
	"platform_public_key" varchar(130),
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trading_platforms_code_unique" UNIQUE("code"),
	CONSTRAINT "trading_platforms_inbound_app_key_unique" UNIQUE("inbound_app_key")
);
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "name" SET DATA TYPE varchar(256);--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "number" SET DATA TYPE varchar(128);--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "tender_unit" SET DATA TYPE varchar(256);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "project_name" SET DATA TYPE varchar(256);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "beneficiary" SET DATA TYPE varchar(256);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "beneficiary_address" SET DATA TYPE varchar(256);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "platform_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "platform_key" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_apply_no" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payer_account_name" varchar(120);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payer_account_no" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payer_bank_name" varchar(120);--> statement-breakpoint
ALTER TABLE "platform_messages" ADD CONSTRAINT "platform_messages_platform_id_trading_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."trading_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_platform_guarantors" ADD CONSTRAINT "trading_platform_guarantors_platform_id_trading_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."trading_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_platform_guarantors" ADD CONSTRAINT "trading_platform_guarantors_ensure_company_id_ensure_companies_id_fk" FOREIGN KEY ("ensure_company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_messages_request_idx" ON "platform_messages" USING btree ("platform_id","request_id") WHERE "platform_messages"."direction" = 'in' and "platform_messages"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "platform_messages_order_idx" ON "platform_messages" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "platform_messages_platform_idx" ON "platform_messages" USING btree ("platform_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_platform_guarantors_product_idx" ON "trading_platform_guarantors" USING btree ("platform_id","product_no");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_platform_id_trading_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."trading_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_platform_id_trading_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."trading_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_platform_key_idx" ON "projects" USING btree ("platform_id","platform_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_platform_apply_idx" ON "orders" USING btree ("platform_id","platform_apply_no");