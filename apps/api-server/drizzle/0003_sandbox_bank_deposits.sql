CREATE TABLE "sandbox_bank_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_no" varchar(30) NOT NULL,
	"account_name" varchar(120) NOT NULL,
	"bank_name" varchar(60) NOT NULL,
	"amount_cents" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_bank_deposits_account_idx" ON "sandbox_bank_deposits" USING btree ("account_no");