// The 江西省公共资源交易平台 金融服务子系统 v2.3.0 dialect (docs/trading-platforms.md, dialect
// `jiangxi-2.3.0`): our endpoints /lg/…, theirs /jrapi/lg/….
import type { Dialect } from '../../dialect';
import { DIALECT_PROFILES } from '../profiles';
import { answerEnvelope, requestEnvelope } from './codec';
import { answer, openRequest, refuse } from './envelope';
import { applyEndpoint, queryInfoEndpoint } from './inbound-application';
import { invoiceEndpoint } from './inbound-invoice';
import { claimEndpoint, delayEndpoint, refundEndpoint, revokeEndpoint } from './inbound-orders';
import { payPushEndpoint, payRefundPushEndpoint } from './inbound-payments';
import { logoutEndpoint } from './inbound-project';
import { outbound } from './outbound';
import { send } from './send';
import type { JiangxiSettings } from './settings';

const profile = DIALECT_PROFILES['jiangxi-2.3.0'];

export const jiangxiDialect: Dialect<JiangxiSettings> = {
  name: 'jiangxi-2.3.0',
  label: profile.label,
  settings: profile.settings,
  usesSm2: profile.usesSm2,
  envelope: { request: requestEnvelope, answer: answerEnvelope },
  openRequest,
  answer,
  refuse,
  inbound: [
    applyEndpoint,
    payPushEndpoint,
    queryInfoEndpoint,
    revokeEndpoint,
    delayEndpoint,
    refundEndpoint,
    payRefundPushEndpoint,
    claimEndpoint,
    logoutEndpoint,
    invoiceEndpoint,
  ],
  outbound,
  send,
};
