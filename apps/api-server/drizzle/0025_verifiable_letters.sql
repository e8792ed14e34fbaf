CREATE TABLE "signing_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" varchar(20) NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"algorithm" varchar(8) NOT NULL,
	"certificate_pem" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"source" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "letter_sm3" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "letter_ofd_url" varchar(300);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "letter_ofd_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "letter_ofd_sm3" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "signing_credentials_owner_idx" ON "signing_credentials" USING btree ("owner_kind","owner_id","algorithm");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_credentials_fingerprint_idx" ON "signing_credentials" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "orders_letter_digest_idx" ON "orders" USING btree ("letter_digest");--> statement-breakpoint
CREATE INDEX "orders_letter_ofd_sha256_idx" ON "orders" USING btree ("letter_ofd_sha256");