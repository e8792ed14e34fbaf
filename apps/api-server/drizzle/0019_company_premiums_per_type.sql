-- One premium schedule per company and letter type (docs/settings.md): the bid letters' rate and
-- minimum move from ensure_companies into company_letter_rates, as rows of both bid types, before
-- the columns go.
INSERT INTO "company_letter_rates" ("company_id", "letter_type", "premium_rate", "min_premium")
SELECT c."id", t."letter_type", c."premium_rate", c."min_premium"
FROM "ensure_companies" c CROSS JOIN (VALUES ('bid_e'), ('bid_paper')) AS t("letter_type")
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "ensure_companies" DROP COLUMN "premium_rate";--> statement-breakpoint
ALTER TABLE "ensure_companies" DROP COLUMN "min_premium";
