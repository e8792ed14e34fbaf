// 投标人基本户: a trading platform's order whose centre demands that the premium come from the
// bidder's basic account (order.platform.basic_account_required). The account as recorded (pushed
// by the platform or entered here), or the form to record it: the name is the bidder's own, so it
// starts filled in. The transfer below may be paid only from this account.
import { Button, Descriptions, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import {
  basicAccountRequestSchema,
  endpointQueryKey,
  saveBasicAccount,
  type BasicAccount,
  type OrderDetail,
} from '@bht/api-client';
import { Alert, schemaRule, showSuccess, useServerForm, Form } from '@bht/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useOrderFamily } from './order-family';

type AccountValues = BasicAccount;
const rule = (field: keyof AccountValues) => schemaRule(basicAccountRequestSchema.shape[field]);

export function BasicAccountCard({ order }: { order: OrderDetail }) {
  const recorded = order.platform?.basic_account ?? null;
  const [editing, setEditing] = useState(false);
  const platformName = order.platform?.name ?? '交易平台';
  return (
    <section aria-label="投标人基本户" style={{ marginBottom: 16 }}>
      <Alert
        type="warning"
        style={{ marginBottom: 12 }}
        content={`${platformName}要求保费从投标人基本户（基本存款账户）转出，其他账户或在线支付的保费不被认可。请从下列基本户向担保机构账户转账。`}
      />
      {recorded && !editing ? (
        <>
          <Descriptions
            column={1}
            labelStyle={{ width: 100 }}
            data={[
              { label: '基本户户名', value: recorded.account_name },
              { label: '基本户账号', value: recorded.account_no },
              { label: '开户行', value: recorded.bank_name || '—' },
            ]}
          />
          <Button size="small" onClick={() => setEditing(true)}>
            修改基本户
          </Button>
        </>
      ) : (
        <BasicAccountForm
          order={order}
          initial={recorded}
          onDone={() => setEditing(false)}
          onCancel={recorded ? () => setEditing(false) : undefined}
        />
      )}
    </section>
  );
}

function BasicAccountForm({
  order,
  initial,
  onDone,
  onCancel,
}: {
  order: OrderDetail;
  initial: BasicAccount | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const [form] = Form.useForm<AccountValues>();
  const queryClient = useQueryClient();
  const { endpoints } = useOrderFamily();
  const { submitting, message, onSubmit } = useServerForm(form, async (values) => {
    await api.call(saveBasicAccount, { ...values, order_sn: order.sn }, { silent: true });
    showSuccess('基本户已登记');
    await queryClient.invalidateQueries({
      queryKey: endpointQueryKey(endpoints.detail, { order_sn: order.sn }),
    });
    onDone();
  });
  return (
    <Form<AccountValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={
        initial ?? { account_name: order.enterprise_name, account_no: '', bank_name: '' }
      }
      onSubmit={(values) => void onSubmit(values)}
    >
      <Form.Item
        label="基本户户名"
        field="account_name"
        extra="须与投标企业名称一致"
        rules={[{ required: true, message: '请填写基本户户名' }, rule('account_name')]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        label="基本户账号"
        field="account_no"
        rules={[{ required: true, message: '请填写基本户账号' }, rule('account_no')]}
      >
        <Input placeholder="8-32 位数字，不含空格" maxLength={32} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        label="开户行"
        field="bank_name"
        rules={[{ required: true, message: '请填写开户行' }, rule('bank_name')]}
      >
        <Input placeholder="如 中国工商银行南昌分行营业部" maxLength={60} />
      </Form.Item>
      {message && <Alert type="error" content={message} style={{ marginBottom: 12 }} />}
      <Button type="primary" htmlType="submit" loading={submitting}>
        保存基本户
      </Button>
      {onCancel && (
        <Button style={{ marginLeft: 8 }} onClick={onCancel}>
          取消
        </Button>
      )}
    </Form>
  );
}
