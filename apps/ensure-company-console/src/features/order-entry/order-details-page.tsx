// /addorder/two 录入订单 · 保函信息: the tender project, the letter type (the enterable bid letters),
// the applicant's contact, the premium agreed (prefilled with the server's quote for the project's
// bid bond under this company's schedule for the type, previewPremium; the user may change it), whether it was already
// received, and for a paper letter where the original is to be mailed. The rules are the
// contract's own (companyAddOrder), so the form says what the server would.
import { Button, Input, Radio, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  companyAddOrder,
  companyPreviewPremium,
  ENTERABLE_LETTER_TYPES,
  LETTER_TYPE_TEXT,
  letterMachine,
} from '@bht/api-client';
import { schemaRule, useIsMobile, Form } from '@bht/ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { useOrderEntryDraft, type EnterableType, type OrderEntryDraft } from './order-entry-draft';
import { OrderEntryFrame, useServerErrorsOfStep } from './order-entry-frame';
import { ORDER_ENTRY_PATHS } from './order-entry-paths';
import { ProjectPicker, type ChosenProject } from './project-picker';

/** The step's fields, named as addOrder names them (the project control holds the whole project). */
type DetailValues = Pick<
  OrderEntryDraft,
  | 'project'
  | 'type'
  | 'contact_name'
  | 'contact_mobile'
  | 'premium'
  | 'paid'
  | 'receiver_name'
  | 'receiver_mobile'
  | 'receiver_address'
  | 'remark'
>;

const rules = companyAddOrder.request.shape;
const required = (message: string) => ({ required: true, message });
const mailed = (type: EnterableType | undefined) =>
  type !== undefined && letterMachine(type).delivery === 'mail';

export default function OrderDetailsPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [form] = Form.useForm<DetailValues>();
  const { draft, update } = useOrderEntryDraft();
  const serverErrors = useServerErrorsOfStep(draft, 1, form);
  const type = Form.useWatch('type', form) as EnterableType | undefined;
  const [quoteRule, setQuoteRule] = useState<string | null>(null);

  // Without the enterprise (step one), or once submitted, the wizard starts at step one.
  if (draft.created || !draft.credit_code || draft.enterprise === undefined)
    return <Navigate to={ORDER_ENTRY_PATHS[0]} replace />;

  /** The premium this company's schedule charges for the project's bid bond (none when it does not offer the type). */
  const prefill = async (
    project: ChosenProject | undefined,
    letterType: EnterableType | undefined,
  ) => {
    if (!project || !letterType) return;
    const quote = await api
      .call(
        companyPreviewPremium,
        { type: letterType, amount: project.bid_bond_amount },
        { silent: true },
      )
      .catch(() => null);
    setQuoteRule(quote?.rule ?? null);
    if (quote) form.setFieldValue('premium', quote.premium);
  };

  const save = (values: DetailValues) => update({ ...values, errors: undefined });

  const next = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    save(values);
    navigate(ORDER_ENTRY_PATHS[2]);
  };

  const {
    project,
    type: savedType,
    contact_name,
    contact_mobile,
    premium,
    paid,
    receiver_name,
    receiver_mobile,
    receiver_address,
    remark,
  } = draft;
  return (
    <OrderEntryFrame title={title} current={1}>
      {serverErrors}
      <Form
        form={form}
        layout={mobile ? 'vertical' : 'horizontal'}
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 20 }}
        style={{ maxWidth: 860 }}
        aria-label="保函信息"
        initialValues={{
          project,
          type: savedType,
          contact_name,
          contact_mobile,
          premium,
          paid,
          receiver_name,
          receiver_mobile,
          receiver_address,
          remark,
        }}
        onValuesChange={(changed) => {
          if ('project' in changed || 'type' in changed)
            void prefill(
              form.getFieldValue('project') as ChosenProject | undefined,
              form.getFieldValue('type') as EnterableType | undefined,
            );
        }}
      >
        <Form.Item label="保函类型" field="type" rules={[required('请选择保函类型')]}>
          <Radio.Group
            options={ENTERABLE_LETTER_TYPES.map((t) => ({ label: LETTER_TYPE_TEXT[t], value: t }))}
          />
        </Form.Item>
        <Form.Item
          label="投标项目"
          field="project"
          rules={[
            required('请选择投标项目'),
            {
              validator: (value: ChosenProject | undefined, callback: (error?: string) => void) =>
                callback(
                  value && mailed(type) && !value.accepts_paper
                    ? '该项目不接受纸质保函，请更换项目'
                    : undefined,
                ),
            },
          ]}
        >
          <ProjectPicker paperOnly={mailed(type)} />
        </Form.Item>
        <Form.Item
          label="联系人"
          field="contact_name"
          rules={[required('请输入联系人'), schemaRule(rules.contact_name)]}
        >
          <Input placeholder="企业经办人姓名" maxLength={20} />
        </Form.Item>
        <Form.Item
          label="联系人手机"
          field="contact_mobile"
          rules={[required('请输入联系人手机号'), schemaRule(rules.contact_mobile)]}
        >
          <Input placeholder="11 位手机号" maxLength={11} />
        </Form.Item>
        <Form.Item
          label="保费（元）"
          field="premium"
          rules={[required('请输入保费'), schemaRule(rules.premium)]}
          extra={
            quoteRule
              ? `按本机构保费设置预填：${quoteRule}；可按与企业的约定修改`
              : '选择保函类型和项目后按本机构保费设置预填，可按与企业的约定修改'
          }
        >
          <Input placeholder="如 1200.00" maxLength={15} />
        </Form.Item>
        <Form.Item
          label="是否已收款"
          field="paid"
          rules={[required('请选择是否已收到保费')]}
          extra="已收款的订单直接进入待出函；未收款的订单进入待支付，收款后确认。"
        >
          <Radio.Group
            options={[
              { label: '已收款（线下）', value: 1 },
              { label: '未收款', value: 0 },
            ]}
          />
        </Form.Item>
        {mailed(type) && (
          <>
            <Form.Item
              label="收件人"
              field="receiver_name"
              rules={[required('纸质保函请填写收件人'), schemaRule(rules.receiver_name)]}
            >
              <Input placeholder="保函原件的收件人" maxLength={30} />
            </Form.Item>
            <Form.Item
              label="收件人手机"
              field="receiver_mobile"
              rules={[required('请输入收件人手机号'), schemaRule(rules.contact_mobile)]}
            >
              <Input placeholder="11 位手机号" maxLength={11} />
            </Form.Item>
            <Form.Item
              label="收件地址"
              field="receiver_address"
              rules={[
                required('纸质保函请填写收件地址（至少 5 个字）'),
                { minLength: 5, message: '纸质保函请填写收件地址（至少 5 个字）' },
                schemaRule(rules.receiver_address),
              ]}
            >
              <Input.TextArea
                placeholder="省市区、街道、门牌号"
                maxLength={260}
                autoSize={{ minRows: 2, maxRows: 4 }}
              />
            </Form.Item>
          </>
        )}
        <Form.Item label="备注" field="remark" rules={[schemaRule(rules.remark)]}>
          <Input.TextArea
            placeholder="选填"
            maxLength={200}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
        <Form.Item wrapperCol={mobile ? undefined : { offset: 4 }}>
          <Space>
            <Button
              onClick={() => {
                save(form.getFieldsValue());
                navigate(ORDER_ENTRY_PATHS[0]);
              }}
            >
              上一步
            </Button>
            <Button type="primary" onClick={() => void next()}>
              下一步：确认提交
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </OrderEntryFrame>
  );
}
