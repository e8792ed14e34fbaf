// /addorder/index 录入订单 · 查找企业: the applicant's unified social credit code, looked up with
// /api/ensure_company/findEnterprise. A known enterprise is shown as registered (its name and legal
// representative are the licence's and are not retyped); an unknown one needs its name and legal
// representative, and addOrder creates it. Changing the code drops the earlier answer.
import { Button, Descriptions, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { companyAddOrder, companyFindEnterprise } from '@bht/api-client';
import { Alert, schemaRule, useIsMobile, useServerForm, Form } from '@bht/ui';
import { creditCodeSchema } from '@bht/validators';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { useOrderEntryDraft, type FoundEnterprise } from './order-entry-draft';
import { OrderEntryFrame, useServerErrorsOfStep } from './order-entry-frame';
import { ORDER_ENTRY_PATHS } from './order-entry-paths';

interface FindValues {
  credit_code: string;
  enterprise_name?: string;
  legal_person?: string;
}

const fields = companyAddOrder.request.shape;

function FoundCard({ enterprise }: { enterprise: FoundEnterprise }) {
  return (
    <section
      aria-label="已找到企业"
      style={{ background: '#f7f8fa', padding: 16, borderRadius: 4, marginBottom: 16 }}
    >
      <Descriptions
        column={1}
        title="已找到企业"
        data={[
          { label: '企业名称', value: enterprise.name },
          { label: '法定代表人', value: enterprise.legal_person },
        ]}
      />
    </section>
  );
}

export default function FindEnterprisePage({ title }: { title: string }) {
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [form] = Form.useForm<FindValues>();
  const { draft, update, replace } = useOrderEntryDraft();
  const serverErrors = useServerErrorsOfStep(draft, 0, form);
  // Looked up: undefined before the lookup, null when no enterprise has the code.
  const found = draft.created ? undefined : draft.enterprise;

  const lookUp = useServerForm(form, async ({ credit_code }) => {
    const code = creditCodeSchema.parse(credit_code);
    const enterprise = await api.call(
      companyFindEnterprise,
      { credit_code: code },
      { silent: true },
    );
    // A new lookup starts a new entry, keeping what was typed after it only for the same code.
    replace(
      code === draft.credit_code && !draft.created
        ? { ...draft, credit_code: code, enterprise }
        : { credit_code: code, enterprise },
    );
    form.setFieldsValue({ credit_code: code });
  });

  const next = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    update({
      enterprise_name: values.enterprise_name?.trim(),
      legal_person: values.legal_person?.trim(),
      errors: undefined,
    });
    navigate(ORDER_ENTRY_PATHS[1]);
  };

  return (
    <OrderEntryFrame title={title} current={0}>
      {serverErrors}
      {lookUp.message && (
        <Alert type="error" content={lookUp.message} style={{ marginBottom: 16 }} />
      )}
      <Form
        form={form}
        layout={mobile ? 'vertical' : 'horizontal'}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 19 }}
        style={{ maxWidth: 640 }}
        aria-label="查找企业"
        initialValues={{
          credit_code: draft.created ? '' : (draft.credit_code ?? ''),
          enterprise_name: draft.enterprise_name ?? '',
          legal_person: draft.legal_person ?? '',
        }}
        onValuesChange={(changed) => {
          // Another code: the earlier answer no longer applies (what step two holds stays).
          const code = changed.credit_code?.trim().toUpperCase();
          if (code !== undefined && code !== draft.credit_code && draft.enterprise !== undefined)
            update({ credit_code: undefined, enterprise: undefined });
        }}
        onSubmit={(values) => void lookUp.onSubmit(values)}
      >
        <Form.Item
          label="统一社会信用代码"
          field="credit_code"
          rules={[
            { required: true, message: '请输入统一社会信用代码' },
            schemaRule(creditCodeSchema),
          ]}
        >
          <Input placeholder="18 位统一社会信用代码" maxLength={18} allowClear />
        </Form.Item>
        <Form.Item wrapperCol={mobile ? undefined : { offset: 5 }}>
          <Button htmlType="submit" loading={lookUp.submitting}>
            查找企业
          </Button>
        </Form.Item>
        {found && <FoundCard enterprise={found} />}
        {found === null && (
          <>
            <Alert
              type="info"
              content="未找到使用该统一社会信用代码的企业，提交订单时将按以下营业执照信息新建企业。"
              style={{ marginBottom: 16 }}
            />
            <Form.Item
              label="企业名称"
              field="enterprise_name"
              rules={[
                { required: true, message: '请输入企业名称（与营业执照一致）' },
                { minLength: 2, message: '请输入企业名称（与营业执照一致）' },
                schemaRule(fields.enterprise_name),
              ]}
            >
              <Input placeholder="与营业执照一致" maxLength={120} />
            </Form.Item>
            <Form.Item
              label="法定代表人"
              field="legal_person"
              rules={[
                { required: true, message: '请输入法定代表人姓名' },
                { minLength: 2, message: '请输入法定代表人姓名' },
                schemaRule(fields.legal_person),
              ]}
            >
              <Input placeholder="法定代表人姓名" maxLength={60} />
            </Form.Item>
          </>
        )}
        {found !== undefined && (
          <Form.Item wrapperCol={mobile ? undefined : { offset: 5 }}>
            <Button type="primary" onClick={() => void next()}>
              下一步：保函信息
            </Button>
          </Form.Item>
        )}
      </Form>
    </OrderEntryFrame>
  );
}
