// 新增 / 编辑交易平台: code and dialect (fixed once registered), name, the platform's interface
// address, the appKey / appSecret it issued us (an empty secret keeps the stored one on edit), the
// guarantors with their product numbers, the platform's SM2 public key where the dialect uses SM2,
// and the dialect's settings as JSON, prefilled with its defaults and checked by the server. Field
// errors of the server land on their fields, anything else above the form.
import { Button, Input, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  platformCreateRequestSchema,
  type PlatformDialect,
  type TradingPlatform,
} from '@bht/api-client';
import { schemaRule, useServerForm, Form } from '@bht/ui';
import { useEffect } from 'react';
import { FormModal, useModalFormLayout } from '../../app/form-modal';
import type { PlatformFields } from './platform-queries';

const rules = platformCreateRequestSchema.shape;

interface Values {
  code: string;
  name: string;
  dialect: string;
  base_url: string;
  outbound_app_key: string;
  outbound_app_secret?: string;
  platform_public_key?: string;
  settings: string;
  guarantors: { ensure_company_id?: number; product_no?: string }[];
}

export interface PlatformFormModalProps {
  /** The platform edited; null registers one. */
  editing: TradingPlatform | null;
  visible: boolean;
  dialects: PlatformDialect[];
  companies: { id: number; name: string }[];
  onCancel: () => void;
  /** Resolves when saved; rejects with the server's error to show it on the fields. */
  onSubmit: (fields: PlatformFields) => Promise<void>;
}

const asJson = (value: unknown) => JSON.stringify(value, null, 2);

const jsonRule = {
  validator: (value: unknown, callback: (error?: string) => void) => {
    try {
      const parsed = JSON.parse(String(value)) as unknown;
      callback(
        typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? undefined
          : '平台设置应为 JSON 对象',
      );
    } catch {
      callback('平台设置不是有效的 JSON');
    }
  },
};

export default function PlatformFormModal({
  editing,
  visible,
  dialects,
  companies,
  onCancel,
  onSubmit,
}: PlatformFormModalProps) {
  const [form] = Form.useForm<Values>();
  const layout = useModalFormLayout(6);
  const dialectName = Form.useWatch('dialect', form) as string | undefined;
  const dialect = dialects.find((d) => d.name === dialectName);
  const {
    submitting,
    message,
    onSubmit: save,
  } = useServerForm(form, (values) =>
    onSubmit({
      code: values.code,
      name: values.name,
      dialect: values.dialect,
      base_url: values.base_url,
      outbound_app_key: values.outbound_app_key,
      outbound_app_secret: values.outbound_app_secret ?? '',
      platform_public_key: dialect?.uses_sm2 ? (values.platform_public_key ?? '') : '',
      settings: values.settings,
      guarantors: JSON.stringify(
        values.guarantors.map((g) => ({
          ensure_company_id: g.ensure_company_id,
          product_no: (g.product_no ?? '').trim(),
        })),
      ),
    }),
  );

  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    const first = dialects[0];
    form.setFieldsValue(
      editing
        ? {
            code: editing.code,
            name: editing.name,
            dialect: editing.dialect,
            base_url: editing.base_url,
            outbound_app_key: editing.outbound_app_key,
            outbound_app_secret: '',
            platform_public_key: editing.platform_public_key ?? '',
            settings: asJson(editing.settings),
            guarantors: editing.guarantors.map((g) => ({
              ensure_company_id: g.ensure_company_id,
              product_no: g.product_no,
            })),
          }
        : {
            dialect: first?.name,
            settings: asJson(first?.default_settings ?? {}),
            guarantors: [{ product_no: '' }],
          },
    );
  }, [visible, editing, dialects, form]);

  const title = editing ? `编辑交易平台 ${editing.name}` : '新增交易平台';
  return (
    <FormModal
      title={title}
      okText="保存"
      visible={visible}
      width={760}
      submitting={submitting}
      onSubmit={async () => save(await form.validate())}
      onCancel={onCancel}
      error={message}
    >
      <Form form={form} {...layout} aria-label={title}>
        <Form.Item
          label="平台编码"
          field="code"
          extra="用于接收地址 /open/对接规范/平台编码/…，登记后不可修改"
          rules={[{ required: true, message: '请填写平台编码' }, schemaRule(rules.code)]}
        >
          <Input placeholder="小写字母、数字和 -，如 jiangxi-ggzy" disabled={!!editing} />
        </Form.Item>
        <Form.Item
          label="平台名称"
          field="name"
          rules={[{ required: true, message: '请填写平台名称' }, schemaRule(rules.name)]}
        >
          <Input placeholder="如 江西省公共资源交易平台" maxLength={120} />
        </Form.Item>
        <Form.Item
          label="对接规范"
          field="dialect"
          rules={[{ required: true, message: '请选择对接规范' }]}
        >
          <Select
            disabled={!!editing}
            options={dialects.map((d) => ({ label: d.label, value: d.name }))}
            onChange={(name: string) => {
              const chosen = dialects.find((d) => d.name === name);
              if (chosen) form.setFieldValue('settings', asJson(chosen.default_settings));
            }}
          />
        </Form.Item>
        <Form.Item
          label="接口地址"
          field="base_url"
          rules={[{ required: true, message: '请填写接口地址' }, schemaRule(rules.base_url)]}
        >
          <Input placeholder="https://…（我方推送报文的地址前缀）" maxLength={500} />
        </Form.Item>
        <Form.Item
          label="平台分配的 appKey"
          field="outbound_app_key"
          rules={[{ required: true, message: '请填写平台分配的 appKey' }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          label="平台分配的 appSecret"
          field="outbound_app_secret"
          rules={editing ? [] : [{ required: true, message: '请填写平台分配的 appSecret' }]}
        >
          <Input.Password
            placeholder={editing ? '留空则不修改' : '平台签发给我方的密钥'}
            maxLength={200}
          />
        </Form.Item>
        <Form.Item label="担保机构" required>
          <Form.List field="guarantors">
            {(fields, { add, remove }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {fields.map((item, index) => (
                  <Space key={item.key} align="start" wrap>
                    <Form.Item
                      field={`${item.field}.ensure_company_id`}
                      rules={[{ required: true, message: '请选择担保机构' }]}
                      noStyle={{ showErrorTip: true }}
                    >
                      <Select
                        placeholder="选择担保机构"
                        aria-label={`担保机构 ${index + 1}`}
                        style={{ width: 240 }}
                        options={companies.map((c) => ({ label: c.name, value: c.id }))}
                      />
                    </Form.Item>
                    <Form.Item field={`${item.field}.product_no`} noStyle>
                      <Input
                        placeholder="产品编号（无则留空）"
                        aria-label={`产品编号 ${index + 1}`}
                        style={{ width: 180 }}
                        maxLength={64}
                      />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button type="text" status="danger" onClick={() => remove(index)}>
                        移除
                      </Button>
                    )}
                  </Space>
                ))}
                <Button type="dashed" onClick={() => add({ product_no: '' })}>
                  添加担保机构
                </Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
        {dialect?.uses_sm2 && (
          <Form.Item
            label="平台 SM2 公钥"
            field="platform_public_key"
            extra="十六进制，含或不含 04 前缀；可留空，由系统向平台获取"
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} />
          </Form.Item>
        )}
        <Form.Item
          label="平台设置"
          field="settings"
          extra="JSON，已按对接规范填入默认值；保存时由服务端校验"
          rules={[{ required: true, message: '请填写平台设置' }, jsonRule]}
        >
          <Input.TextArea
            aria-label="平台设置"
            autoSize={{ minRows: 6, maxRows: 16 }}
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
