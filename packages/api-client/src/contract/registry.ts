// Every endpoint of the contract, for the server to register and the tests to check.
import * as auth from './auth';
import * as company from './company';
import * as companySettings from './company-settings';
import * as companyAuth from './company-auth';
import * as platformReview from './platform-review';
import * as dashboard from './dashboard';
import type { EndpointDefinition } from './define';
import * as firm from './firm';
import * as guarantors from './guarantors';
import * as insurance from './insurance';
import * as invoices from './invoices';
import * as issuingConfig from './issuing-config';
import * as claims from './claims';
import * as letterManagement from './letter-management';
import * as letters from './letters';
import * as messages from './messages';
import * as notices from './notices';
import * as orders from './orders';
import * as orderPush from './order-push';
import * as otherLetters from './other-letters';
import * as paperLetters from './paper-letters';
import * as addresses from './addresses';
import * as payments from './payments';
import * as projects from './projects';
import * as preservation from './preservation';
import * as reference from './reference';
import * as refundJobs from './refund-jobs';
import * as surrenders from './surrenders';
import * as system from './system';

const modules = [
  auth,
  firm,
  system,
  projects,
  guarantors,
  letters,
  orders,
  payments,
  otherLetters,
  insurance,
  paperLetters,
  invoices,
  addresses,
  notices,
  surrenders,
  claims,
  letterManagement,
  reference,
  preservation,
  company,
  companySettings,
  orderPush,
  refundJobs,
  messages,
  issuingConfig,
  companyAuth,
  platformReview,
  dashboard,
];

function isEndpoint(value: unknown): value is EndpointDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'path' in value &&
    'methods' in value &&
    'response' in value
  );
}

export const allEndpoints: readonly EndpointDefinition[] = modules.flatMap((module) =>
  Object.values(module).filter(isEndpoint),
);

export const endpointById: ReadonlyMap<string, EndpointDefinition> = new Map(
  allEndpoints.map((e) => [e.id, e]),
);
