CREATE TABLE "enterprise_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"region" varchar(60) NOT NULL,
	"address" varchar(200) NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_enterprise_status_idx";--> statement-breakpoint
DROP INDEX "orders_enterprise_created_idx";--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_owner_type_owner_id_status_pk";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" ADD COLUMN "type" varchar(16) DEFAULT 'bid_e' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_owner_type_owner_id_type_status_pk" PRIMARY KEY("owner_type","owner_id","type","status");--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "accepts_paper" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_name" varchar(60);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_mobile" varchar(11);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_address" varchar(300);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_company" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_no" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mailed_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enterprise_addresses" ADD CONSTRAINT "enterprise_addresses_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_addresses_enterprise_idx" ON "enterprise_addresses" USING btree ("enterprise_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_entered_by_ensure_company_accounts_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."ensure_company_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_enterprise_type_status_idx" ON "orders" USING btree ("enterprise_id","type","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_enterprise_type_created_idx" ON "orders" USING btree ("enterprise_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_company_type_status_idx" ON "orders" USING btree ("ensure_company_id","type","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);