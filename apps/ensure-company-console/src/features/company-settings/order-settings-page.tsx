// /config/pay 接单与支付 (permission peizhi, docs/settings.md): accepting orders (setStatus: paused,
// the company is offered to no enterprise and refuses new applications), online payment
// (togglePayConfig: off, enterprises pay by bank transfer only) and the hours after which an order
// left unsigned or unpaid is cancelled by the unpaid-order job (setUnpaidExpiry).
import { Button, Card, Descriptions, InputNumber, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import {
  companyGetInfo,
  companyGetOrderSettings,
  companySetStatus,
  companySetUnpaidExpiry,
  companyTogglePayConfig,
  endpointQueryKey,
  endpointQueryOptions,
  UNPAID_EXPIRE_HOURS,
  type ResponseOf,
} from '@bht/api-client';
import { QueryState, showSuccess, useServerForm, Form } from '@bht/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { askConfirm } from '../company-orders/ask-confirm';

type OrderSettings = ResponseOf<typeof companyGetOrderSettings>;

function useSettingsSaver<I>(
  call: (input: I) => Promise<OrderSettings>,
  saved: (settings: OrderSettings) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (settings) => {
      queryClient.setQueryData(endpointQueryKey(companyGetOrderSettings, {}), settings);
      // The company info page shows the same switches.
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetInfo) });
      showSuccess(saved(settings));
    },
  });
}

function Switches({ settings }: { settings: OrderSettings }) {
  const status = useSettingsSaver(
    (value: 0 | 1) => api.call(companySetStatus, { status: value }),
    (s) =>
      s.status
        ? '已开启接单，企业可以选择本机构申请保函'
        : '已暂停接单，企业将看不到本机构，新的申请会被拒绝',
  );
  const pay = useSettingsSaver(
    (value: 0 | 1) => api.call(companyTogglePayConfig, { enabled: value }),
    (s) => (s.pay_config_enabled ? '已开启在线支付' : '已关闭在线支付，企业只能对公转账'),
  );

  const changeStatus = async (on: boolean) => {
    if (
      !on &&
      !(await askConfirm({
        title: '暂停接单？',
        content:
          '暂停后企业在选择担保机构时将看不到本机构，新的保函申请会被拒绝；已有订单照常处理。',
        okText: '确认暂停',
        danger: true,
      }))
    )
      return;
    status.mutate(on ? 1 : 0);
  };
  const changePay = async (on: boolean) => {
    if (
      !on &&
      !(await askConfirm({
        title: '关闭在线支付？',
        content: '关闭后企业不能再在线支付本机构的订单，只能对公转账并上传凭证，由本机构确认收款。',
        okText: '确认关闭',
        danger: true,
      }))
    )
      return;
    pay.mutate(on ? 1 : 0);
  };

  return (
    <Descriptions
      column={1}
      labelStyle={{ width: 120 }}
      data={[
        {
          label: '接单',
          value: (
            <span>
              <Switch
                aria-label="接单"
                checked={settings.status === 1}
                loading={status.isPending}
                onChange={(on) => void changeStatus(on)}
              />{' '}
              {settings.status === 1 ? '接单中' : '已暂停接单：企业看不到本机构，新申请会被拒绝'}
            </span>
          ),
        },
        {
          label: '在线支付',
          value: (
            <span>
              <Switch
                aria-label="在线支付"
                checked={settings.pay_config_enabled === 1}
                loading={pay.isPending}
                onChange={(on) => void changePay(on)}
              />{' '}
              {settings.pay_config_enabled === 1
                ? '已开启：企业可在线支付或对公转账'
                : '已关闭：企业只能对公转账'}
            </span>
          ),
        },
      ]}
    />
  );
}

function ExpiryForm({ settings }: { settings: OrderSettings }) {
  const [form] = Form.useForm<{ hours: number }>();
  const queryClient = useQueryClient();
  const { submitting, message, onSubmit } = useServerForm(
    form,
    async ({ hours }: { hours: number }) => {
      const saved = await api.call(companySetUnpaidExpiry, { hours }, { silent: true });
      queryClient.setQueryData(endpointQueryKey(companyGetOrderSettings, {}), saved);
      showSuccess(`已保存：未签约或未支付超过 ${saved.unpaid_expire_hours} 小时的订单将自动取消`);
    },
  );
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 440 }}
      initialValues={{ hours: settings.unpaid_expire_hours }}
      onSubmit={(values) => void onSubmit(values)}
      aria-label="未支付订单自动取消"
    >
      <Form.Item
        label="未支付订单自动取消时限"
        field="hours"
        rules={[{ required: true, message: '请输入未支付订单自动取消时限' }]}
        extra={`订单在待签约或待支付状态停留超过该时长即自动取消（${UNPAID_EXPIRE_HOURS.min}–${UNPAID_EXPIRE_HOURS.max} 小时，默认 ${UNPAID_EXPIRE_HOURS.default} 小时）；待审核、已上传转账凭证或正在支付的订单不会被取消。`}
      >
        <InputNumber
          aria-label="未支付订单自动取消时限"
          min={UNPAID_EXPIRE_HOURS.min}
          max={UNPAID_EXPIRE_HOURS.max}
          precision={0}
          suffix="小时"
          style={{ width: 200 }}
        />
      </Form.Item>
      {message && (
        <p role="alert" style={{ color: 'rgb(var(--danger-6))' }}>
          {message}
        </p>
      )}
      <Button type="primary" htmlType="submit" loading={submitting}>
        保存时限
      </Button>
    </Form>
  );
}

export default function OrderSettingsPage({ title }: { title: string }) {
  const settings = useQuery(endpointQueryOptions(api, companyGetOrderSettings, {}));
  return (
    <QueryState query={settings}>
      {settings.data && (
        <>
          <Card title={title} bordered={false} style={{ marginBottom: 16 }}>
            <Switches settings={settings.data} />
          </Card>
          <Card title="未支付订单" bordered={false}>
            <ExpiryForm settings={settings.data} />
          </Card>
        </>
      )}
    </QueryState>
  );
}
