ALTER TABLE "ensure_companies" ADD COLUMN "auth_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ensure_companies" ADD COLUMN "auth_reset_by" integer;