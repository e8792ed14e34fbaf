CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_type" varchar(20) NOT NULL,
	"recipient_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"title" varchar(60) NOT NULL,
	"content" text NOT NULL,
	"order_sn" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("recipient_type","recipient_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("recipient_type","recipient_id","id" DESC NULLS LAST) WHERE "messages"."read_at" is null;