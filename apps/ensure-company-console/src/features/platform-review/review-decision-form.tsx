// The operator's decision on one submission: 通过 (an optional opinion) or 驳回 (an opinion the
// applicant reads on its result page), as far as the server offers them (`decisions`, the
// submission's `actions`), confirmed before it is sent; server field errors land on their fields.
import { Button, Input, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import {
  platformReviewCompany,
  platformReviewEnterprise,
  REVIEW_DECISION_TEXT,
  type ReviewKind,
} from '@bht/api-client';
import { showSuccess, useServerForm, Form } from '@bht/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { askConfirm } from '../company-orders/ask-confirm';
import { REVIEW_QUEUE_PATHS } from './review-paths';

type Decision = keyof typeof REVIEW_DECISION_TEXT;

interface Values {
  decision: Decision;
  opinion?: string;
}

const isDecision = (action: string): action is Decision => action in REVIEW_DECISION_TEXT;

export function ReviewDecisionForm({
  kind,
  id,
  name,
  decisions,
}: {
  kind: ReviewKind;
  id: number;
  name: string;
  /** The decisions the server offers now. */
  decisions: readonly string[];
}) {
  const offered = decisions.filter(isDecision);
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { submitting, onSubmit } = useServerForm(
    form,
    async ({ decision, opinion = '' }: Values) => {
      const verb = REVIEW_DECISION_TEXT[decision];
      if (
        !(await askConfirm({
          title: `审核${verb}`,
          content: `确认${verb}「${name}」的申请？审核结果会通知申请方。`,
          okText: `确认${verb}`,
          danger: decision === 'reject',
        }))
      )
        return;
      await api.call(
        kind === 'company' ? platformReviewCompany : platformReviewEnterprise,
        { id, decision, opinion },
        { silent: true },
      );
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('platform.'),
      });
      showSuccess(`已${verb}`);
      navigate(REVIEW_QUEUE_PATHS[kind]);
    },
    { toast: true },
  );
  return (
    <Form
      form={form}
      layout="vertical"
      onSubmit={(values) => void onSubmit(values)}
      style={{ maxWidth: 600 }}
      initialValues={{ decision: offered[0], opinion: '' }}
      aria-label="审核意见"
    >
      <Form.Item
        label="审核结果"
        field="decision"
        rules={[{ required: true, message: '请选择审核结果' }]}
      >
        <Radio.Group>
          {offered.map((decision) => (
            <Radio key={decision} value={decision}>
              {REVIEW_DECISION_TEXT[decision]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {(values: Values) => (
          <Form.Item
            label="审核意见"
            field="opinion"
            rules={
              values.decision === 'reject'
                ? [
                    { required: true, message: '驳回时请填写审核意见（至少 2 个字）' },
                    { minLength: 2, message: '驳回时请填写审核意见（至少 2 个字）' },
                  ]
                : []
            }
            extra={values.decision === 'reject' ? '申请方会在认证结果页看到此意见' : '选填'}
          >
            <Input.TextArea
              maxLength={200}
              showWordLimit
              autoSize={{ minRows: 3, maxRows: 6 }}
              placeholder="请输入审核意见"
            />
          </Form.Item>
        )}
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        提交审核
      </Button>
    </Form>
  );
}
