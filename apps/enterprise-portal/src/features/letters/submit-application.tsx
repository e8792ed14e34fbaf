// Step 4 (/apply/form/four, min-four ?order_sn=): the application as recorded — order, project,
// guarantor, premium, status. Signing the contract already handed it to the guarantor for review,
// so this step confirms and finishes; an unsigned order goes back to the contract.
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { OrderStatus, type OrderDetail } from '@bht/api-client';
import { Alert, QueryState } from '@bht/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApplyFrame } from './apply-frame';
import { useApplyFlow } from './apply-flow';
import { ApplyStep, type ApplyLayout } from './apply-steps';
import { MissingParam } from './missing-param';
import { OrderFacts } from './order-facts';
import { useOrder } from './use-apply-queries';

function Actions({ order, layout }: { order: OrderDetail; layout: ApplyLayout }) {
  const navigate = useNavigate();
  const { paths, family } = useApplyFlow();
  const mobile = layout === 'mobile';
  const unsigned = order.status === OrderStatus.PENDING_SIGN;
  return (
    <>
      <Alert
        type={unsigned ? 'warning' : 'info'}
        content={
          unsigned
            ? '委托担保合同尚未签署，签署后申请才会提交给担保机构审核。'
            : '委托担保合同已签署，申请已提交担保机构审核；审核通过后请按订单提示支付保费。'
        }
        style={{ marginBottom: 16 }}
      />
      <Space
        size={12}
        direction={mobile ? 'vertical' : 'horizontal'}
        style={mobile ? { width: '100%' } : undefined}
      >
        {unsigned ? (
          <Button
            type="primary"
            size="large"
            long={mobile}
            onClick={() => void navigate(paths.contract(order.sn))}
          >
            去签署合同
          </Button>
        ) : (
          <Button
            type="primary"
            size="large"
            long={mobile}
            onClick={() => void navigate(paths.result(order.sn))}
          >
            完成申请
          </Button>
        )}
        <Button
          size="large"
          long={mobile}
          onClick={() => void navigate(family.paths.detail(order.sn))}
        >
          查看订单详情
        </Button>
      </Space>
    </>
  );
}

function OrderSubmit({ orderSn, layout }: { orderSn: string; layout: ApplyLayout }) {
  const order = useOrder(orderSn, useApplyFlow().family.endpoints.detail);
  return (
    <QueryState query={order}>
      {order.data && (
        <>
          <OrderFacts order={order.data} layout={layout} full />
          <Actions order={order.data} layout={layout} />
        </>
      )}
    </QueryState>
  );
}

export function SubmitApplication({ title, layout }: { title: string; layout: ApplyLayout }) {
  const orderSn = useSearchParams()[0].get('order_sn') ?? '';
  return (
    <ApplyFrame step={ApplyStep.SUBMIT} title={title} layout={layout}>
      {orderSn ? <OrderSubmit orderSn={orderSn} layout={layout} /> : <MissingParam what="order" />}
    </ApplyFrame>
  );
}
