ALTER TABLE "company_letter_rates" ADD COLUMN "bands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_letter_rates" ADD COLUMN "offered" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ensure_companies" ADD COLUMN "unpaid_expire_hours" smallint DEFAULT 72 NOT NULL;