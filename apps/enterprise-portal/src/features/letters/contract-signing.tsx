// Signing an order's entrustment contract (委托担保合同) by SMS, for any letter type: preparing renders
// the contract, or answers the same one again while it is valid, and texts nothing; the user reads
// it, asks for the signing code (sent to the enterprise's mobile, shown masked), agrees and
// confirms, which moves the order to 待审核. The bid wizards' step 3 and the performance and wage
// letters' confirm pages pass their type's prepareSign / sendSignCode / confirmSign.
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import {
  endpointQueryKey,
  type confirmSign,
  type prepareSign,
  type sendSignCode,
} from '@bht/api-client';
import { ResultPage } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { PreparedDocument } from '../../app/prepared-document';
import { SignWithCodeForm } from '../../app/sign-with-code-form';

const CONTRACT = '委托担保合同';

/** A letter type's three signing calls (their shapes are the bid e-letter's). */
export interface SigningEndpoints {
  prepare: typeof prepareSign;
  send: typeof sendSignCode;
  confirm: typeof confirmSign;
}

export interface ContractSigningProps {
  orderSn: string;
  endpoints: SigningEndpoints;
  /** Phones: the contract as a link, large controls. */
  narrow: boolean;
  submitLabel?: string;
  /** After the server accepted the signature (the order is 待审核): refresh and move on. */
  onSigned: () => Promise<void> | void;
}

export function ContractSigning({
  orderSn,
  endpoints,
  narrow,
  submitLabel = '确认签署',
  onSigned,
}: ContractSigningProps) {
  // One draft per visit: prepared on arrival, again only when the server says it was replaced
  // (onStale), and dropped on leaving. Never on its own: once signed, the order is no longer 待签约
  // and preparing answers 409, while the page may still redraw before it moves on.
  const prepared = useQuery({
    queryKey: endpointQueryKey(endpoints.prepare, { order_sn: orderSn }),
    queryFn: ({ signal }) =>
      api.call(endpoints.prepare, { order_sn: orderSn }, { silent: true, signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (prepared.isPending)
    return (
      <Spin
        tip={`正在生成${CONTRACT}…`}
        style={{ display: 'block', padding: 48, textAlign: 'center' }}
      />
    );
  if (prepared.isError) {
    return (
      <ResultPage
        status="error"
        title="合同生成失败"
        description={prepared.error.message}
        actions={
          <Button type="primary" onClick={() => void prepared.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  const { sign_id: signId } = prepared.data;
  const sign = async (code: string) => {
    await api.call(
      endpoints.confirm,
      { order_sn: orderSn, sign_id: signId, code },
      { silent: true },
    );
    await onSigned();
  };
  return (
    <>
      <PreparedDocument
        name={CONTRACT}
        url={prepared.data.contract_url}
        digest={prepared.data.digest}
        narrow={narrow}
      />
      <SignWithCodeForm
        name={CONTRACT}
        mobile={prepared.data.mobile}
        resendIn={prepared.data.resend_in}
        answeredAt={prepared.dataUpdatedAt}
        sendCode={() =>
          api.call(endpoints.send, { order_sn: orderSn, sign_id: signId }, { silent: true })
        }
        sign={sign}
        onStale={() => void prepared.refetch()}
        submitLabel={submitLabel}
        size={narrow ? 'large' : 'default'}
      />
    </>
  );
}
