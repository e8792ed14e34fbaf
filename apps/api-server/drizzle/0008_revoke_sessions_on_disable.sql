-- A disabled account (status other than 1) keeps no session: whoever disables it (a sub-account
-- edit, a console admin, an operator's SQL), every token it had stops working at once and stays
-- dead if the account is enabled again.
CREATE FUNCTION revoke_sessions_of_disabled_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sessions WHERE subject_type = TG_ARGV[0] AND subject_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enterprise_accounts_revoke_sessions_on_disable AFTER UPDATE OF status ON enterprise_accounts
  FOR EACH ROW WHEN (NEW.status <> 1) EXECUTE FUNCTION revoke_sessions_of_disabled_account('enterprise');
--> statement-breakpoint
CREATE TRIGGER ensure_company_accounts_revoke_sessions_on_disable AFTER UPDATE OF status ON ensure_company_accounts
  FOR EACH ROW WHEN (NEW.status <> 1) EXECUTE FUNCTION revoke_sessions_of_disabled_account('ensure_company');
