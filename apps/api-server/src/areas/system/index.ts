import { getContactSettingsHandler } from './get-contact-settings';

export const systemHandlers = [getContactSettingsHandler];
