// /affirm?order_sn= 确认线下收款, reached from the 待支付 list: the voucher the enterprise uploaded
// and the premium due, and 确认已收款 when the server offers confirm_payment to this account
// (the issuing desk's 待出函 permission). Confirmed, the order moves to 待出函.
import { Button, Card, Modal, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { findTransition, OrderStatus } from '@bht/api-client';
import { Alert, QueryState, ResultPage } from '@bht/ui';
import { formatMoney } from '@bht/validators';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { letterDrafting } from './letter-drafting';
import { orderDetailQuery, type OrderDetail } from './order-queries';
import { orderDetailPath, pendingPaymentListPath } from './order-paths';
import { noVoucherNotice, PaymentVoucher } from './payment-voucher';
import { orderRuns } from './order-runs';
import { useOrderAction } from './use-order-action';

function Affirm({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const { perform, running } = useOrderAction(order.sn);
  const links = (
    <Space>
      <Button type="primary" onClick={() => void navigate(orderDetailPath(order.sn))}>
        查看订单详情
      </Button>
      <Button onClick={() => void navigate(pendingPaymentListPath)}>返回待支付列表</Button>
    </Space>
  );

  if (order.status !== OrderStatus.PENDING_PAYMENT) {
    // Confirmed: the order is where its type's table sends a confirmed payment (出函中, or 待寄送 for paper).
    const done =
      order.status === findTransition(order.type, 'confirm_payment')?.to &&
      order.pay_method === 'offline';
    return (
      <ResultPage
        status={done ? 'success' : 'info'}
        title={done ? '已确认线下收款' : `订单当前状态为「${order.status_text}」`}
        description={
          done
            ? `订单已进入待出函，${letterDrafting(order.type).afterPayment}。`
            : '该订单无需确认线下收款。'
        }
        actions={links}
      />
    );
  }

  const canConfirm = order.actions.includes('confirm_payment');
  const confirm = () =>
    Modal.confirm({
      title: '确认已收到该笔转账？',
      content: `确认后订单进入待出函，应收保费 ¥${formatMoney(order.premium)} 视为已付清。`,
      okText: '确认已收款',
      onOk: () => perform(orderRuns(order.sn).confirmPayment()),
    });

  return (
    <>
      {!order.pay_image && (
        <Alert type="warning" content={noVoucherNotice(order)} style={{ marginBottom: 16 }} />
      )}
      {!canConfirm && (order.pay_image || order.entered === 1) && (
        <Alert
          type="info"
          content="当前账号没有确认收款的权限（需要「待出函」权限），请联系出函岗位处理。"
          style={{ marginBottom: 16 }}
        />
      )}
      <PaymentVoucher order={order} />
      <Space style={{ marginTop: 24 }}>
        {canConfirm && (
          <Button type="primary" loading={running === 'confirm_payment'} onClick={confirm}>
            确认已收款
          </Button>
        )}
        <Button onClick={() => void navigate(pendingPaymentListPath)}>返回待支付列表</Button>
      </Space>
    </>
  );
}

export default function AffirmPage({ title }: { title: string }) {
  const orderSn = useSearchParams()[0].get('order_sn')?.trim();
  const detail = useQuery({ ...orderDetailQuery(orderSn ?? ''), enabled: Boolean(orderSn) });
  return (
    <Card title={title} bordered={false}>
      {orderSn ? (
        <QueryState query={detail}>{detail.data && <Affirm order={detail.data} />}</QueryState>
      ) : (
        <ResultPage
          status="warning"
          title="缺少订单号"
          description="请从待支付列表选择要确认收款的订单。"
        />
      )}
    </Card>
  );
}
