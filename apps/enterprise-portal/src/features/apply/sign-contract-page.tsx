// Step 3 (/apply/form/three?order_sn=): sign the guarantee contract. Preparing renders the contract,
// or answers the same one again while it is valid, and texts nothing; the user reads it, asks for
// the signing code (sent to the enterprise's mobile, shown masked), agrees and confirms, which moves
// the order to 待审核.
import { Alert, Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { endpointQueryKey, OrderStatus, type OrderDetail } from '@bht/api-client';
import { QueryState, ResultPage, useIsMobile } from '@bht/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api';
import { PreparedDocument } from '../../app/prepared-document';
import { SignWithCodeForm } from '../../app/sign-with-code-form';
import { ApplyFrame, type ApplyLayout } from './apply-frame';
import { useApplyFlow } from './apply-flow';
import { ApplyStep } from './apply-steps';
import { MissingParam } from './missing-param';
import { OrderFacts } from './order-facts';
import { useOrder } from './use-apply-queries';

const CONTRACT = '委托担保合同';

function ContractStep({ order, narrow }: { order: OrderDetail; narrow: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { sign: endpoints, paths, family } = useApplyFlow();
  const preparedKey = (orderSn: string) => endpointQueryKey(endpoints.prepare, { order_sn: orderSn });
  const prepared = useQuery({
    queryKey: preparedKey(order.sn),
    queryFn: ({ signal }) => api.call(endpoints.prepare, { order_sn: order.sn }, { silent: true, signal }),
    retry: false,
  });
  if (prepared.isPending) return <Spin tip="正在生成委托担保合同…" style={{ display: 'block', padding: 48, textAlign: 'center' }} />;
  if (prepared.isError) {
    return <ResultPage status="error" title="合同生成失败" description={prepared.error.message} actions={<Button type="primary" onClick={() => void prepared.refetch()}>重试</Button>} />;
  }
  const { sign_id: signId } = prepared.data;
  const sign = async (code: string) => {
    await api.call(endpoints.confirm, { order_sn: order.sn, sign_id: signId, code }, { silent: true });
    queryClient.removeQueries({ queryKey: preparedKey(order.sn) });
    await queryClient.invalidateQueries({ queryKey: endpointQueryKey(family.endpoints.detail, { order_sn: order.sn }) });
    navigate(paths.submit(order.sn));
  };
  return (
    <>
      <PreparedDocument name={CONTRACT} url={prepared.data.contract_url} digest={prepared.data.digest} narrow={narrow} />
      <SignWithCodeForm
        name={CONTRACT}
        mobile={prepared.data.mobile}
        resendIn={prepared.data.resend_in}
        answeredAt={prepared.dataUpdatedAt}
        sendCode={() => api.call(endpoints.send, { order_sn: order.sn, sign_id: signId }, { silent: true })}
        sign={sign}
        onStale={() => void prepared.refetch()}
        submitLabel="确认签署"
        size={narrow ? 'large' : 'default'}
      />
    </>
  );
}

function AlreadySigned({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const { paths } = useApplyFlow();
  return (
    <Alert
      type="success"
      content={`该订单的合同已签署，当前状态：${order.status_text}。`}
      action={<Button type="primary" size="small" onClick={() => navigate(paths.submit(order.sn))}>下一步</Button>}
    />
  );
}

export default function SignContractPage({ title }: { title: string }) {
  const orderSn = useSearchParams()[0].get('order_sn') ?? '';
  const layout: ApplyLayout = useIsMobile() ? 'mobile' : 'desktop';
  return (
    <ApplyFrame step={ApplyStep.CONTRACT} title={title} layout={layout}>
      {orderSn ? <OrderContract orderSn={orderSn} layout={layout} /> : <MissingParam what="order" />}
    </ApplyFrame>
  );
}

function OrderContract({ orderSn, layout }: { orderSn: string; layout: ApplyLayout }) {
  const order = useOrder(orderSn, useApplyFlow().family.endpoints.detail);
  return (
    <QueryState query={order}>
      {order.data && (
        <>
          <OrderFacts order={order.data} layout={layout} />
          {order.data.status === OrderStatus.PENDING_SIGN ? <ContractStep order={order.data} narrow={layout === 'mobile'} /> : <AlreadySigned order={order.data} />}
        </>
      )}
    </QueryState>
  );
}
