ALTER TABLE "invoices" ADD COLUMN "red_invoice_no" varchar(20);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "red_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "red_file_url" varchar(300);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "attachment_info" jsonb DEFAULT '{}'::jsonb NOT NULL;