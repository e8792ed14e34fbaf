-- Order entry (luru) and the invoice desk (fapiao) are no longer part of dingdan (issue 27,
-- docs/company-auth.md "Console permissions"). An account keeps a desk when it could already do by
-- hand what the desk does: entering an order skips review and, when paid, the payment check, so
-- luru goes to accounts holding dingdan, 待审核 and 待支付; invoicing follows receiving the money, so
-- fapiao goes to accounts holding dingdan and 待支付. '*' already covers both. Re-running is harmless.
UPDATE "ensure_company_accounts" SET "auth_json" = "auth_json" || ',luru'
WHERE string_to_array(replace("auth_json", ' ', ''), ',') @> ARRAY['dingdan', '待审核', '待支付']
  AND NOT string_to_array(replace("auth_json", ' ', ''), ',') && ARRAY['*', 'luru'];
--> statement-breakpoint
UPDATE "ensure_company_accounts" SET "auth_json" = "auth_json" || ',fapiao'
WHERE string_to_array(replace("auth_json", ' ', ''), ',') @> ARRAY['dingdan', '待支付']
  AND NOT string_to_array(replace("auth_json", ' ', ''), ',') && ARRAY['*', 'fapiao'];
