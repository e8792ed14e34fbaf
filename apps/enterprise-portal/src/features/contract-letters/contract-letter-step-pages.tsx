// The performance (履约保函) and wage (农民工工资保函) letters' steps after the application form,
// one implementation for both types (each page renders inside its ContractLetterScope):
// - confirm (/affirm, /makesure ?order_sn=): everything the application says, 修改 back to the form
//   while the machine allows `edit`, and the entrustment contract signed by SMS;
// - submitted (/succes, /workersucess ?order_sn=): waiting for the guarantor's review, polled; 去支付 once approved;
// - pay (/payfor, /workerpayfor ?order_sn=): WeChat or a transfer voucher, polled.
import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import { endpointQueryKey, OrderStatus, type OrderDetail } from '@bht/api-client';
import { Alert, QueryState, useIsMobile } from '@bht/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApplyFrame } from '../letters/apply-frame';
import { OrderResult } from '../letters/application-result';
import { ContractSigning } from '../letters/contract-signing';
import { MissingParam } from '../letters/missing-param';
import { OrderFacts } from '../letters/order-facts';
import { useOrder } from '../letters/use-apply-queries';
import { LetterTermsSection } from '../orders/letter-terms-section';
import { OrderPayPanel } from '../orders/order-pay-panel';
import { useContractLetter } from './contract-letter-family';
import { CONTRACT_LETTER_STEPS } from './contract-letter-paths';
import { ContractFacts } from './contract-facts';
import type { ApplyLayout } from '../letters/apply-steps';

const Step = { CONFIRM: 1, SUBMITTED: 2, PAY: 3 } as const;

const myLettersLabel = (name: string) => `我的${name}`;

/** A step page: the type's steps, and the order number it needs from the URL. */
function StepFrame({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children: (orderSn: string, layout: ApplyLayout) => ReactNode;
}) {
  const { paths } = useContractLetter();
  const orderSn = useSearchParams()[0].get('order_sn')?.trim() ?? '';
  const layout: ApplyLayout = useIsMobile() ? 'mobile' : 'desktop';
  return (
    <ApplyFrame steps={CONTRACT_LETTER_STEPS} step={step} title={title} layout={layout}>
      {orderSn ? (
        children(orderSn, layout)
      ) : (
        <MissingParam
          what="order"
          paths={{ projects: paths.projects, myOrders: paths.myLetters() }}
        />
      )}
    </ApplyFrame>
  );
}

function ConfirmOrder({ order, layout }: { order: OrderDetail; layout: ApplyLayout }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { family, paths, sign } = useContractLetter();
  const onSigned = async () => {
    await Promise.all(
      [family.endpoints.detail, family.endpoints.list].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) }),
      ),
    );
    navigate(paths.submitted(order.sn));
  };
  return (
    <>
      {order.actions.includes('edit') && (
        <Alert
          type="info"
          style={{ marginBottom: 16 }}
          content={
            order.status === OrderStatus.PENDING_SIGN
              ? '请核对以下申请信息，确认无误后签署委托担保合同。'
              : '合同签署后、担保机构审核前仍可修改申请，修改后需重新签署合同。'
          }
          action={
            <Link to={paths.form({ orderSn: order.sn })} aria-label={`修改申请 ${order.sn}`}>
              修改
            </Link>
          }
        />
      )}
      <OrderFacts order={order} layout={layout} />
      <ContractFacts project={order.project} />
      {order.terms && <LetterTermsSection order={order} terms={order.terms} />}
      {order.status === OrderStatus.PENDING_SIGN ? (
        <Card title="签署委托担保合同" bordered={false}>
          <ContractSigning
            orderSn={order.sn}
            endpoints={sign}
            narrow={layout === 'mobile'}
            submitLabel="确认并签署"
            onSigned={onSigned}
          />
        </Card>
      ) : (
        <Alert
          type="success"
          content={`该申请的合同已签署，当前状态：${order.status_text}。`}
          action={
            <Button
              type="primary"
              size="small"
              onClick={() =>
                void navigate(
                  order.status === OrderStatus.PENDING_PAYMENT
                    ? paths.pay(order.sn)
                    : paths.submitted(order.sn),
                )
              }
            >
              {order.status === OrderStatus.PENDING_PAYMENT ? '去支付' : '查看进度'}
            </Button>
          }
        />
      )}
    </>
  );
}

function ConfirmStep({ orderSn, layout }: { orderSn: string; layout: ApplyLayout }) {
  const { family } = useContractLetter();
  const order = useOrder(orderSn, family.endpoints.detail);
  return (
    <QueryState query={order}>
      {order.data && <ConfirmOrder order={order.data} layout={layout} />}
    </QueryState>
  );
}

export function ConfirmPage({ title }: { title: string }) {
  return (
    <StepFrame step={Step.CONFIRM} title={title}>
      {(orderSn, layout) => <ConfirmStep orderSn={orderSn} layout={layout} />}
    </StepFrame>
  );
}

export function SubmittedPage({ title }: { title: string }) {
  const { family, paths } = useContractLetter();
  return (
    <StepFrame step={Step.SUBMITTED} title={title}>
      {(orderSn) => (
        <OrderResult
          orderSn={orderSn}
          family={family}
          links={{
            sign: paths.confirm,
            myOrders: paths.myLetters(),
            myOrdersLabel: myLettersLabel(family.name),
          }}
        />
      )}
    </StepFrame>
  );
}

export function PayPage({ title }: { title: string }) {
  const { family } = useContractLetter();
  return (
    <StepFrame step={Step.PAY} title={title}>
      {(orderSn) => <OrderPayPanel orderSn={orderSn} listLabel={myLettersLabel(family.name)} />}
    </StepFrame>
  );
}
