// Step 3 (/apply/form/three?order_sn=): sign the guarantee contract. Preparing renders the contract
// and texts the signing code to the enterprise's mobile (shown masked); the user reads, agrees and
// confirms with the code, which moves the order to 待审核. Another code means preparing again.
import { Alert, Button, Checkbox, Form, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { confirmSign, endpointQueryKey, getOrderInfo, OrderStatus, prepareSign, type OrderDetail, type ResponseOf } from '@bht/api-client';
import { MOBILE_BREAKPOINT, QueryState, ResultPage, SMS_COUNTDOWN_SECONDS, SmsCodeField, useServerForm, useViewportWidth } from '@bht/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api';
import { PreparedDocument } from '../../app/prepared-document';
import { ApplyFrame, type ApplyLayout } from './apply-frame';
import { ApplyStep, applyPaths } from './apply-steps';
import { MissingParam } from './missing-param';
import { OrderFacts } from './order-facts';
import { useOrder } from './use-apply-queries';

type Prepared = ResponseOf<typeof prepareSign>;

const CONTRACT = '委托担保合同';
const CONTRACT_TITLE = `《${CONTRACT}》`;

/** A prepared contract is kept as long as its signing code is valid (5 minutes). */
const SIGN_CODE_VALID_MS = 5 * 60_000;
const preparedKey = (orderSn: string) => endpointQueryKey(prepareSign, { order_sn: orderSn });

interface SignValues {
  agreed: boolean;
  code: string;
}

function SignForm({ orderSn, prepared, preparedAt, narrow }: { orderSn: string; prepared: Prepared; preparedAt: number; narrow: boolean }) {
  const [form] = Form.useForm<SignValues>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { submitting, message: error, onSubmit } = useServerForm(form, async ({ code }) => {
    await api.call(confirmSign, { order_sn: orderSn, sign_id: prepared.sign_id, code: code.trim() }, { silent: true });
    queryClient.removeQueries({ queryKey: preparedKey(orderSn) });
    await queryClient.invalidateQueries({ queryKey: endpointQueryKey(getOrderInfo, { order_sn: orderSn }) });
    navigate(applyPaths.submit(orderSn));
  });
  return (
    <Form<SignValues> form={form} layout="vertical" size={narrow ? 'large' : 'default'} style={{ maxWidth: 480 }} initialValues={{ agreed: false, code: '' }} onSubmit={onSubmit}>
      <Form.Item
        field="agreed"
        triggerPropName="checked"
        rules={[{ validator: (value: unknown, callback: (error?: string) => void) => callback(value ? undefined : `请先阅读并同意${CONTRACT_TITLE}`) }]}
      >
        <Checkbox>我已阅读并同意{CONTRACT_TITLE}</Checkbox>
      </Form.Item>
      <SmsCodeField
        form={form}
        mobile={{ value: prepared.mobile }}
        extra={`签署验证码已发送至 ${prepared.mobile}，5 分钟内有效`}
        initialCountdown={Math.max(0, Math.ceil(SMS_COUNTDOWN_SECONDS - (Date.now() - preparedAt) / 1000))}
        // Preparing again texts a new signing code (and gives a new sign_id).
        send={async () => queryClient.setQueryData(preparedKey(orderSn), await api.call(prepareSign, { order_sn: orderSn }, { silent: true }))}
      />
      {error && <Alert type="error" content={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" size="large" htmlType="submit" loading={submitting} long>
        确认签署
      </Button>
    </Form>
  );
}

function ContractStep({ order, narrow }: { order: OrderDetail; narrow: boolean }) {
  // Preparing texts a code: never repeated behind the user's back, kept while the code is valid.
  const prepared = useQuery({
    queryKey: preparedKey(order.sn),
    queryFn: () => api.call(prepareSign, { order_sn: order.sn }, { silent: true }),
    staleTime: SIGN_CODE_VALID_MS,
    gcTime: SIGN_CODE_VALID_MS,
    retry: false,
  });
  if (prepared.isPending) return <Spin tip="正在生成委托担保合同…" style={{ display: 'block', padding: 48, textAlign: 'center' }} />;
  if (prepared.isError) {
    return <ResultPage status="error" title="合同生成失败" description={prepared.error.message} actions={<Button type="primary" onClick={() => void prepared.refetch()}>重试</Button>} />;
  }
  return (
    <>
      <PreparedDocument name={CONTRACT} url={prepared.data.contract_url} digest={prepared.data.digest} narrow={narrow} />
      <SignForm orderSn={order.sn} prepared={prepared.data} preparedAt={prepared.dataUpdatedAt} narrow={narrow} />
    </>
  );
}

function AlreadySigned({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  return (
    <Alert
      type="success"
      content={`该订单的合同已签署，当前状态：${order.status_text}。`}
      action={<Button type="primary" size="small" onClick={() => navigate(applyPaths.submit(order.sn))}>下一步</Button>}
    />
  );
}

export default function SignContractPage({ title }: { title: string }) {
  const orderSn = useSearchParams()[0].get('order_sn') ?? '';
  const layout: ApplyLayout = useViewportWidth() < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
  return (
    <ApplyFrame step={ApplyStep.CONTRACT} title={title} layout={layout}>
      {orderSn ? <OrderContract orderSn={orderSn} layout={layout} /> : <MissingParam what="order" />}
    </ApplyFrame>
  );
}

function OrderContract({ orderSn, layout }: { orderSn: string; layout: ApplyLayout }) {
  const order = useOrder(orderSn);
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
