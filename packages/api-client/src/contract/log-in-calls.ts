// The addresses of the public calls the light log-in screens make, apart from their schemas: the
// screens send them with `ApiClient.send` and load no zod (docs/benchmarks.md "/login"). Their
// endpoints (auth.ts, sms.ts, system.ts) are declared from these, so each path is written once.
import { endpointAddress } from './define';

export const loginAddress = endpointAddress({ id: 'auth.login', path: '/api/enterprise/login' });

export const companyLoginAddress = endpointAddress({
  id: 'company.login',
  path: '/api/ensure_company/login',
});

export const sendSmsAddress = endpointAddress({ id: 'system.sendSms', path: '/api/sms/send' });

export const getContactSettingsAddress = endpointAddress({
  id: 'system.getContactSettings',
  methods: ['GET'],
  path: '/api/config/getContact',
});
