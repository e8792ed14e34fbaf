CREATE TABLE "earlier_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"letter_no" varchar(40) NOT NULL,
	"sealed" smallint DEFAULT 0 NOT NULL,
	"letter_url" varchar(300) NOT NULL,
	"letter_digest" varchar(64) NOT NULL,
	"letter_sm3" varchar(64),
	"letter_ofd_url" varchar(300),
	"letter_ofd_sha256" varchar(64),
	"letter_ofd_sm3" varchar(64),
	"valid_from" date,
	"valid_to" date,
	"replaced_because" varchar(20) NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sealed_fields" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bids_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "earlier_letters" ADD CONSTRAINT "earlier_letters_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earlier_letters_order_idx" ON "earlier_letters" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "earlier_letters_digest_idx" ON "earlier_letters" USING btree ("letter_digest");--> statement-breakpoint
CREATE INDEX "earlier_letters_ofd_sha256_idx" ON "earlier_letters" USING btree ("letter_ofd_sha256");