export { companyAuthHandlers } from './auth-handlers';
