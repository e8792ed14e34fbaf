ALTER TABLE "insurance_products" ADD COLUMN "min_sum_insured" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "insurance_products" ADD COLUMN "max_sum_insured" numeric(14, 2);--> statement-breakpoint
-- Databases seeded before the range existed: the large-bond product covers bonds from 50 万元 up.
UPDATE "insurance_products" SET "min_sum_insured" = '500000.00' WHERE "insurer" = 'hua_an' AND "name" = '工程投标保证保险（大额）';
