// 寄出原件: the courier company, tracking number and mailing date of a paper letter's original
// (/api/ensure_company/mailLetter), checked by the contract's own rules before sending, confirmed
// in a dialog that repeats them, and the server's field errors put back on the fields. Mailing
// waits for the printable copy: the desk prints and seals what it mails.
import { Button, Descriptions, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { companyMailLetter } from '@bht/api-client';
import {
  Alert,
  DayPicker,
  dayWithinRule,
  schemaRule,
  useIsMobile,
  useServerForm,
  Form,
} from '@bht/ui';
import { chinaToday } from '@bht/validators';
import type { OrderDetail } from './order-queries';
import { orderRuns } from './order-runs';
import { useOrderAction } from './use-order-action';

interface MailValues {
  courier_company: string;
  tracking_no: string;
  mailed_on: string;
}

const rules = companyMailLetter.request.shape;

export function MailLetterForm({ order }: { order: OrderDetail }) {
  const [form] = Form.useForm<MailValues>();
  const mobile = useIsMobile();
  const { submit, running } = useOrderAction(order.sn);
  const { message, onSubmit } = useServerForm(form, (values) =>
    submit(orderRuns(order.sn).mail(values)),
  );
  const printed = Boolean(order.letter_url);
  const mailedOnBounds = { max: chinaToday() };
  const receiver = order.delivery;

  const confirmAndMail = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    const courier = {
      ...values,
      courier_company: values.courier_company.trim(),
      tracking_no: values.tracking_no.trim(),
    };
    Modal.confirm({
      title: '确认寄出保函原件？',
      content: (
        <Descriptions
          column={1}
          data={[
            { label: '快递公司', value: courier.courier_company },
            { label: '快递单号', value: courier.tracking_no },
            { label: '寄出日期', value: courier.mailed_on },
            {
              label: '寄往',
              value: receiver
                ? `${receiver.receiver_name} ${receiver.receiver_mobile} ${receiver.receiver_address}`
                : '-',
            },
          ]}
        />
      ),
      okText: '确认寄出',
      onOk: () => onSubmit(courier),
    });
  };

  return (
    <section aria-label="寄出原件" style={{ marginTop: 24 }}>
      <h3 style={{ fontSize: 16, margin: '0 0 12px' }}>寄出原件</h3>
      {!printed && (
        <Alert
          type="warning"
          content="请先生成打印件，打印并加盖公章后再寄出。"
          style={{ marginBottom: 16 }}
        />
      )}
      {message && <Alert type="error" content={message} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout={mobile ? 'vertical' : 'horizontal'}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 19 }}
        initialValues={{ mailed_on: chinaToday() }}
        disabled={!printed}
        style={{ maxWidth: 560 }}
        aria-label="寄出原件"
      >
        <Form.Item
          label="快递公司"
          field="courier_company"
          rules={[{ required: true, message: '请输入快递公司' }, schemaRule(rules.courier_company)]}
        >
          <Input placeholder="如：顺丰速运、中国邮政 EMS" maxLength={40} />
        </Form.Item>
        <Form.Item
          label="快递单号"
          field="tracking_no"
          rules={[{ required: true, message: '请输入快递单号' }, schemaRule(rules.tracking_no)]}
        >
          <Input placeholder="6-40 位字母、数字或短横线" maxLength={40} />
        </Form.Item>
        <Form.Item
          label="寄出日期"
          field="mailed_on"
          rules={[{ required: true, message: '请选择寄出日期' }, dayWithinRule(mailedOnBounds)]}
        >
          {/* Not later than today: the original has been handed to the courier. */}
          <DayPicker {...mailedOnBounds} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item wrapperCol={mobile ? undefined : { offset: 5 }}>
          <Button
            type="primary"
            loading={running === 'mail'}
            disabled={!printed || (running !== null && running !== 'mail')}
            onClick={() => void confirmAndMail()}
          >
            寄出
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
