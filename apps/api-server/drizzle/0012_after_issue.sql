CREATE TABLE "claim_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"author_type" varchar(20) NOT NULL,
	"author_id" integer NOT NULL,
	"author_name" varchar(60) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"ensure_company_id" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"recorded_by" integer,
	"claimant" varchar(120) NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"bank_account_name" varchar(120) NOT NULL,
	"bank_name" varchar(60) NOT NULL,
	"bank_account_no" varchar(30) NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"opinion" varchar(500),
	"handler_name" varchar(60),
	"handled_at" timestamp with time zone,
	"payout_amount" numeric(14, 2),
	"payout_date" date,
	"payout_voucher" varchar(300),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE TABLE "surrenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"ensure_company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"applicant_name" varchar(60) NOT NULL,
	"ground" varchar(20) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"proof_file" varchar(300),
	"status" smallint DEFAULT 0 NOT NULL,
	"opinion" varchar(200),
	"cease_date" date,
	"refund" smallint DEFAULT 0 NOT NULL,
	"handled_by" integer,
	"handler_name" varchar(60),
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surrenders_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "verify_code" varchar(6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_out" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "end_reason" varchar(16);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ended_on" date;--> statement-breakpoint
ALTER TABLE "claim_statements" ADD CONSTRAINT "claim_statements_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_ensure_company_id_ensure_companies_id_fk" FOREIGN KEY ("ensure_company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_recorded_by_ensure_company_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."ensure_company_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surrenders" ADD CONSTRAINT "surrenders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surrenders" ADD CONSTRAINT "surrenders_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surrenders" ADD CONSTRAINT "surrenders_ensure_company_id_ensure_companies_id_fk" FOREIGN KEY ("ensure_company_id") REFERENCES "public"."ensure_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surrenders" ADD CONSTRAINT "surrenders_account_id_enterprise_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."enterprise_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surrenders" ADD CONSTRAINT "surrenders_handled_by_ensure_company_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."ensure_company_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_statements_claim_idx" ON "claim_statements" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_open_order_idx" ON "claims" USING btree ("order_id") WHERE "claims"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "claims_order_idx" ON "claims" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "claims_enterprise_idx" ON "claims" USING btree ("enterprise_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claims_company_idx" ON "claims" USING btree ("ensure_company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "surrenders_open_order_idx" ON "surrenders" USING btree ("order_id") WHERE "surrenders"."status" = 0;--> statement-breakpoint
CREATE INDEX "surrenders_order_idx" ON "surrenders" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "surrenders_company_idx" ON "surrenders" USING btree ("ensure_company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_in_force_valid_to_idx" ON "orders" USING btree ("valid_to") WHERE "orders"."status" in (4, 11, 12);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_out_within_amount" CHECK ("orders"."paid_out" >= 0 and "orders"."paid_out" <= "orders"."bid_bond_amount");--> statement-breakpoint
-- Letters sealed before verification codes existed get one; it is printed when such a letter is re-sealed (until then its beneficiary claims on paper, recorded by the guarantor).
UPDATE "orders" SET "verify_code" = upper(substr(md5(random()::text || "id"::text), 1, 6)) WHERE "letter_no" IS NOT NULL AND "verify_code" IS NULL;
