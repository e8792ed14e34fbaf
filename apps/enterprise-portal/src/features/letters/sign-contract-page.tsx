// Step 3 (/apply/form/three?order_sn=): sign the guarantee contract (ContractSigning over the
// wizard's signing calls), which moves the order to 待审核; then on to step 4.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { endpointQueryKey, OrderStatus, type OrderDetail } from '@bht/api-client';
import { Alert, QueryState, useIsMobile } from '@bht/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApplyFrame } from './apply-frame';
import { useApplyFlow } from './apply-flow';
import { ApplyStep, type ApplyLayout } from './apply-steps';
import { ContractSigning } from './contract-signing';
import { MissingParam } from './missing-param';
import { OrderFacts } from './order-facts';
import { useOrder } from './use-apply-queries';

function ContractStep({ order, narrow }: { order: OrderDetail; narrow: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { sign, paths, family } = useApplyFlow();
  const onSigned = async () => {
    await queryClient.invalidateQueries({
      queryKey: endpointQueryKey(family.endpoints.detail, { order_sn: order.sn }),
    });
    navigate(paths.submit(order.sn));
  };
  return (
    <ContractSigning orderSn={order.sn} endpoints={sign} narrow={narrow} onSigned={onSigned} />
  );
}

function AlreadySigned({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const { paths } = useApplyFlow();
  return (
    <Alert
      type="success"
      content={`该订单的合同已签署，当前状态：${order.status_text}。`}
      action={
        <Button type="primary" size="small" onClick={() => void navigate(paths.submit(order.sn))}>
          下一步
        </Button>
      }
    />
  );
}

export default function SignContractPage({ title }: { title: string }) {
  const orderSn = useSearchParams()[0].get('order_sn') ?? '';
  const layout: ApplyLayout = useIsMobile() ? 'mobile' : 'desktop';
  return (
    <ApplyFrame step={ApplyStep.CONTRACT} title={title} layout={layout}>
      {orderSn ? (
        <OrderContract orderSn={orderSn} layout={layout} />
      ) : (
        <MissingParam what="order" />
      )}
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
          {order.data.status === OrderStatus.PENDING_SIGN ? (
            <ContractStep order={order.data} narrow={layout === 'mobile'} />
          ) : (
            <AlreadySigned order={order.data} />
          )}
        </>
      )}
    </QueryState>
  );
}
