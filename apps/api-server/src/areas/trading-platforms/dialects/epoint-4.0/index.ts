// The Epoint 4.0 dialect (国泰新点 数据服务支撑平台对接规范 4.0; docs/trading-platforms.md,
// dialect `epoint-4.0`). Not here yet: 4.14 giveupnotice (the portal's cancellation waiting for
// the platform's consent).
import type { Dialect } from '../../dialect';
import { DIALECT_PROFILES } from '../profiles';
import { epointEnvelope, epointAnswer, epointRefusal, openEpointRequest } from './envelope';
import { baohanapply } from './inbound-apply';
import { claimsnotice } from './inbound-claim';
import { invoiceapply } from './inbound-invoice';
import { baohanrestore } from './inbound-restore';
import { canclenotice, giveupapply, quitapply } from './inbound-withdrawals';
import { letterUpload } from './outbound-letter';
import { invoiceNotice, quitNotice } from './outbound-notices';
import { reviewNotice } from './outbound-review';
import { sendEpoint } from './send';
import { epointSettings, type EpointSettings } from './settings';

export const epointDialect: Dialect<EpointSettings> = {
  name: 'epoint-4.0',
  label: DIALECT_PROFILES['epoint-4.0'].label,
  settings: epointSettings,
  usesSm2: true,
  envelope: epointEnvelope,
  openRequest: openEpointRequest,
  answer: (data) => epointAnswer(data),
  refuse: (_kind, message) => epointRefusal(message),
  inbound: [
    baohanapply,
    baohanrestore,
    giveupapply,
    quitapply,
    canclenotice,
    claimsnotice,
    invoiceapply,
  ],
  outbound: {
    reviewed: reviewNotice,
    issued: letterUpload,
    surrender_decided: quitNotice,
    invoice_decided: invoiceNotice,
  },
  send: sendEpoint,
};
