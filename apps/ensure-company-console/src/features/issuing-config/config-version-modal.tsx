// 新建版本: a template (prefilled with the published one, the item's placeholders listed, unknown
// ones refused before sending) or a file (the seal image, the sample letter PDF), and a note. The
// new version is saved unpublished; the server's field errors land on their fields.
import { Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  companyAddConfigVersion,
  ISSUING_CONFIG_ITEMS,
  unknownPlaceholders,
} from '@bht/api-client';
import { schemaRule, Tag, uploadedRule, useServerForm, type UploadedItem, Form } from '@bht/ui';
import { useEffect } from 'react';
import { FormFileUpload } from '../../app/form-file-upload';
import { FormModal, useModalFormLayout } from '../../app/form-modal';
import { uploadFor } from '../../app/upload';
import type { ConfigItem, NewVersionFields } from './issuing-config-queries';

const rules = companyAddConfigVersion.request.shape;
const uploadSeal = uploadFor('seal');
const uploadPdf = uploadFor('other');

interface Values {
  content?: string;
  file?: UploadedItem[];
  note?: string;
}

export interface ConfigVersionModalProps {
  /** The item a version is made of; null: closed. */
  item: ConfigItem | null;
  onCancel: () => void;
  /** Resolves when saved; rejects with the server's error to show it on the fields. */
  onSubmit: (fields: NewVersionFields) => Promise<void>;
}

export function ConfigVersionModal({ item, onCancel, onSubmit }: ConfigVersionModalProps) {
  const [form] = Form.useForm<Values>();
  const layout = useModalFormLayout(4);
  const {
    submitting,
    message,
    onSubmit: save,
  } = useServerForm(form, (values) =>
    onSubmit({
      key: item!.key,
      content: values.content,
      file: values.file?.[0]?.url,
      note: (values.note ?? '').trim(),
    }),
  );
  useEffect(() => {
    if (!item) return;
    form.resetFields();
    form.setFieldsValue({ content: item.published?.content ?? '', note: '' });
  }, [item, form]);
  if (!item) return null;
  const meta = ISSUING_CONFIG_ITEMS[item.key];
  const placeholdersKnown = {
    validator: (value: string | undefined, callback: (error?: string) => void) => {
      const unknown = unknownPlaceholders(item.key, value ?? '');
      callback(
        unknown.length
          ? `模板含有未知占位符：${unknown.map((p) => `{${p}}`).join('、')}`
          : undefined,
      );
    },
  };

  return (
    <FormModal
      title={`新建版本 · ${meta.name}`}
      okText="保存为新版本"
      visible
      width={760}
      submitting={submitting}
      onSubmit={async () => save(await form.validate())}
      onCancel={onCancel}
      error={message}
    >
      <Form form={form} {...layout} aria-label="新建版本">
        {meta.kind === 'text' ? (
          <Form.Item
            label="模板内容"
            field="content"
            rules={[
              { required: true, message: '请填写模板内容' },
              placeholdersKnown,
              schemaRule(rules.content),
            ]}
            extra={
              <Space wrap size={4} style={{ marginTop: 4 }}>
                <span>{meta.hint} 可用占位符：</span>
                {meta.placeholders.map((p) => (
                  <Tag key={p} size="small">{`{${p}}`}</Tag>
                ))}
              </Space>
            }
          >
            <Input.TextArea autoSize={{ minRows: 8, maxRows: 18 }} placeholder="每行一段" />
          </Form.Item>
        ) : (
          <Form.Item
            label={meta.kind === 'image' ? '印章图片' : '样函文件'}
            field="file"
            required
            rules={[uploadedRule(meta.kind === 'image' ? '请上传印章图片' : '请上传样函 PDF 文件')]}
            extra={meta.hint}
          >
            <FormFileUpload
              label={meta.kind === 'image' ? '上传印章图片' : '上传样函 PDF'}
              accept={meta.kind === 'image' ? ['png', 'jpg', 'jpeg'] : ['pdf']}
              maxSizeMb={10}
              upload={meta.kind === 'image' ? uploadSeal : uploadPdf}
            />
          </Form.Item>
        )}
        <Form.Item label="版本说明" field="note" rules={[schemaRule(rules.note)]}>
          <Input placeholder="选填，如：按 2026 年新版招标文件调整" maxLength={100} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
