// /worker/applyspecimen 样本申请: ask the guarantor for a custom wording of the letter
// (wording_request, at most 500 characters), kept in the draft and sent with the application;
// back at the specimen. An empty request means the standard text.
import { Button, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { Alert, schemaRule, showSuccess, useIsMobile, Form } from '@bht/ui';
import { useNavigate } from 'react-router-dom';
import { ApplicationFrame } from './application-fields';
import { workerPaths } from './contract-letter-paths';
import { declarationField, useWorkerDraft } from './worker-draft';
import { NoDraft } from './worker-frame';

export default function WorkerApplySpecimenPage({ title }: { title: string }) {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const [draft, update] = useWorkerDraft();
  const [form] = Form.useForm<{ wording_request: string }>();
  if (!draft) {
    return (
      <ApplicationFrame title={title}>
        <NoDraft />
      </ApplicationFrame>
    );
  }
  return (
    <ApplicationFrame title={title}>
      <Alert
        type="info"
        content="标准样本不符合受益人要求时，可说明需要调整的条款；担保机构审核申请时确认定制内容。留空表示使用标准样本。"
        style={{ marginBottom: 16 }}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ wording_request: draft.wording_request }}
        onSubmit={(values) => {
          update({ wording_request: values.wording_request?.trim() ?? '' });
          showSuccess(values.wording_request?.trim() ? '定制条款已保存' : '已改用标准样本');
          navigate(workerPaths.specimen);
        }}
      >
        <Form.Item
          label="定制条款说明"
          field="wording_request"
          rules={[schemaRule(declarationField('wording_request'))]}
        >
          <Input.TextArea
            placeholder="如：受益人要求保函有效期内可多次索赔；索赔材料增加工资支付凭证……"
            maxLength={{ length: 500, errorOnly: true }}
            showWordLimit
            autoSize={{ minRows: 6, maxRows: 12 }}
          />
        </Form.Item>
        <Space
          size={12}
          direction={mobile ? 'vertical' : 'horizontal'}
          style={mobile ? { width: '100%' } : undefined}
        >
          <Button type="primary" size="large" long={mobile} htmlType="submit">
            保存并返回样本
          </Button>
          <Button size="large" long={mobile} onClick={() => void navigate(workerPaths.specimen)}>
            取消
          </Button>
        </Space>
      </Form>
    </ApplicationFrame>
  );
}
