// Step 5 (/apply/form/five public, /apply/form/fiveone): the outcome so far. While the letter is
// not issued (status < 4) the page asks for the order status every few seconds, so approval,
// payment and issuing show up here without a reload; polling stops at ≥ 4 or when the page closes.
import { Button, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { OrderStatus } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { QueryState, ResultPage, StatusTag, useIsMobile } from '@bht/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApplyFrame } from './apply-frame';
import { useApplyFlow } from './apply-flow';
import { ApplyStep } from './apply-steps';
import { LoginPrompt } from './login-prompt';
import { MissingParam } from './missing-param';
import { resultViewOf } from './result-view';
import { usePolledOrderStatus } from './use-apply-queries';
import { onTheWayToLetter, statusEndpointOf, type OrderFamily } from '../orders/order-family';

/** Where a result leads: back to signing an unsigned order, and the type's list of orders. */
export interface OrderResultLinks {
  sign: (orderSn: string) => string;
  myOrders: string;
  myOrdersLabel: string;
}

/** An order's outcome so far, polled through its type's status call while it is on its way to the letter. */
export function OrderResult({
  orderSn,
  family,
  links,
}: {
  orderSn: string;
  family: OrderFamily;
  links: OrderResultLinks;
}) {
  const navigate = useNavigate();
  const polled = usePolledOrderStatus(orderSn, family.type, true, statusEndpointOf(family));
  const order = polled.data?.order;
  const view = order ? resultViewOf(order.status) : null;
  return (
    <QueryState query={polled}>
      {order && view && (
        <ResultPage
          status={view.status}
          title={view.title}
          description={
            <Space direction="vertical" size={8}>
              <span>{view.description}</span>
              <span aria-live="polite">
                订单 {order.sn} 当前状态：
                <StatusTag label={order.status_text} />
              </span>
              {onTheWayToLetter(family.type, order.status) && (
                <span style={{ fontSize: 12, color: 'var(--color-text-3)' }}>状态将自动刷新</span>
              )}
            </Space>
          }
          actions={
            <Space wrap>
              {order.status === OrderStatus.PENDING_SIGN ? (
                <Button type="primary" onClick={() => void navigate(links.sign(order.sn))}>
                  去签署合同
                </Button>
              ) : (
                <Button
                  type="primary"
                  onClick={() =>
                    void navigate(
                      order.status === OrderStatus.PENDING_PAYMENT
                        ? family.paths.pay(order.sn)
                        : family.paths.detail(order.sn),
                    )
                  }
                >
                  {order.status === OrderStatus.PENDING_PAYMENT ? '去支付' : '查看订单详情'}
                </Button>
              )}
              <Button onClick={() => void navigate(links.myOrders)}>{links.myOrdersLabel}</Button>
            </Space>
          }
        />
      )}
    </QueryState>
  );
}

function WizardResult({ orderSn }: { orderSn: string }) {
  const { paths, family } = useApplyFlow();
  return (
    <OrderResult
      orderSn={orderSn}
      family={family}
      links={{ sign: paths.contract, myOrders: paths.myOrders, myOrdersLabel: '我的保函订单' }}
    />
  );
}

function CallerResult({ orderSn, standalone }: { orderSn: string; standalone: boolean }) {
  const session = useSession();
  if (!standalone) return <WizardResult orderSn={orderSn} />;
  if (session.status === 'loading')
    return <Spin tip="正在确认登录状态…" style={{ display: 'block', padding: 24 }} />;
  if (!session.userInfo)
    return <LoginPrompt message="登录企业账号后即可查看该申请的办理进度。" action="登录后查看" />;
  return <WizardResult orderSn={orderSn} />;
}

export function ApplicationResult({ title, standalone }: { title: string; standalone: boolean }) {
  const orderSn = useSearchParams()[0].get('order_sn') ?? '';
  const layout = useIsMobile() ? 'mobile' : 'desktop';
  return (
    <ApplyFrame step={ApplyStep.RESULT} title={title} layout={layout} standalone={standalone}>
      {orderSn ? (
        <CallerResult orderSn={orderSn} standalone={standalone} />
      ) : (
        <MissingParam what="order" />
      )}
    </ApplyFrame>
  );
}
