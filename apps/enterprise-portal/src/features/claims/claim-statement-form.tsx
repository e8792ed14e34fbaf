// 补充书面说明 while a claim is open (`actions` has 'statement'): 5–1000 characters, a confirmation,
// then claimAddStatement; the server's field error lands on the field, success reloads the claim.
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { claimAddStatement } from '@bht/api-client';
import { schemaRule, showSuccess, useServerForm, Form } from '@bht/ui';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { confirmSubmit } from '../../app/confirm-submit';
import { invalidateClaims } from './claim-queries';

const contentRule = schemaRule(claimAddStatement.request.shape.content);

export function ClaimStatementForm({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ content: string }>();
  const { submitting, onSubmit } = useServerForm(
    form,
    async ({ content }) => {
      await api.call(claimAddStatement, { id, content }, { silent: true });
      showSuccess('书面说明已提交');
      form.resetFields();
      invalidateClaims(queryClient);
    },
    { toast: true },
  );
  const ask = (values: { content: string }) =>
    confirmSubmit(
      '提交书面说明',
      '书面说明提交后将送达担保机构，不能修改或撤回。确定提交吗？',
      () => onSubmit(values),
    );

  return (
    <Form form={form} layout="vertical" onSubmit={ask} aria-label="补充书面说明">
      <Form.Item
        label="书面说明"
        field="content"
        rules={[{ required: true, message: '请填写书面说明（至少 5 个字）' }, contentRule]}
      >
        <Input.TextArea
          placeholder="如对索赔事实、金额有异议，请说明情况"
          maxLength={1000}
          showWordLimit
          autoSize={{ minRows: 4, maxRows: 10 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        提交说明
      </Button>
    </Form>
  );
}
