CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"number" varchar(60) NOT NULL,
	"issuer" varchar(60) NOT NULL,
	"expire_date" date NOT NULL,
	"files" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_auth_records" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"identity_role" varchar(10),
	"identity_name" varchar(30),
	"identity_id_card" varchar(18),
	"id_card_front" varchar(300),
	"id_card_back" varchar(300),
	"authorization_letter" varchar(300),
	"auth_mobile" varchar(11),
	"bank_name" varchar(60),
	"bank_branch" varchar(100),
	"bank_account_name" varchar(120),
	"bank_account_no" varchar(30),
	"deposit_hash" varchar(64),
	"deposit_expires_at" timestamp with time zone,
	"deposit_attempts" smallint DEFAULT 0 NOT NULL,
	"bank_verified" boolean DEFAULT false NOT NULL,
	"agreement_document_id" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_sms_inbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"scene" varchar(30) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signed_documents" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"owner_type" varchar(20) NOT NULL,
	"owner_id" integer NOT NULL,
	"signer_mobile" varchar(11) NOT NULL,
	"draft_url" varchar(300) NOT NULL,
	"signed_url" varchar(300),
	"digest" varchar(64),
	"signature" text,
	"provider" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" varchar(300) NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"scene" varchar(30) NOT NULL,
	"original_name" varchar(200) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"owner_type" varchar(20) NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"uploader_ip" varchar(64) DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "verification_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" varchar(64) NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"subject" varchar(60) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_tickets_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_auth_records" ADD CONSTRAINT "enterprise_auth_records_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_enterprise_idx" ON "certificates" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "sandbox_sms_inbox_mobile_idx" ON "sandbox_sms_inbox" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "signed_documents_owner_idx" ON "signed_documents" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_type","owner_id");