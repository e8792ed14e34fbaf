import { getContactSettingsHandler } from './get-contact-settings';
import {
  getContractHandler,
  getUserSecretRuleHandler,
  getUserServiceRuleHandler,
} from './get-legal-documents';

export const systemHandlers = [
  getContactSettingsHandler,
  getUserServiceRuleHandler,
  getUserSecretRuleHandler,
  getContractHandler,
];
