// Every endpoint of the contract, for the server to register and the tests to check.
import * as addresses from './addresses';
import * as auth from './auth';
import * as certificates from './certificates';
import * as claims from './claims';
import * as company from './company';
import * as companyAuth from './company-auth';
import * as companyOrders from './company-orders';
import * as companySettings from './company-settings';
import * as contractLetters from './contract-letters';
import * as dashboard from './dashboard';
import * as firm from './firm';
import * as guarantors from './guarantors';
import * as insurance from './insurance';
import * as invoices from './invoices';
import * as issuingConfig from './issuing-config';
import * as letterManagement from './letter-management';
import * as letters from './letters';
import * as messages from './messages';
import * as notices from './notices';
import * as ocr from './ocr';
import * as orderEntry from './order-entry';
import * as orderLists from './order-lists';
import * as orderPush from './order-push';
import * as orders from './orders';
import * as paperLetters from './paper-letters';
import * as payments from './payments';
import * as platformReview from './platform-review';
import * as preservation from './preservation';
import * as projects from './projects';
import * as sms from './sms';
import * as surrenders from './surrenders';
import * as system from './system';
import * as tradingPlatforms from './trading-platforms';
import * as uploads from './uploads';
import * as verify from './verify';
import type { EndpointDefinition } from './define';

/**
 * The contract's business areas, each named as its file: the server implements a file's endpoints
 * in the area folder of the same name (apps/api-server/test/area-names.test.ts).
 */
export const contractAreas = {
  addresses,
  auth,
  certificates,
  claims,
  company,
  'company-auth': companyAuth,
  'company-orders': companyOrders,
  'company-settings': companySettings,
  'contract-letters': contractLetters,
  dashboard,
  firm,
  guarantors,
  insurance,
  invoices,
  'issuing-config': issuingConfig,
  'letter-management': letterManagement,
  letters,
  messages,
  notices,
  ocr,
  'order-entry': orderEntry,
  'order-lists': orderLists,
  'order-push': orderPush,
  orders,
  'paper-letters': paperLetters,
  payments,
  'platform-review': platformReview,
  preservation,
  projects,
  sms,
  surrenders,
  system,
  'trading-platforms': tradingPlatforms,
  uploads,
  verify,
};

const modules = Object.values(contractAreas);

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
