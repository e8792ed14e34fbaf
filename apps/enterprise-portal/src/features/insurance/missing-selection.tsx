// An insurance page opened without what it needs (a truncated link): say so and offer the way back.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { ResultPage } from '@bht/ui';
import { useNavigate } from 'react-router-dom';
import { insurancePaths } from './insurance-paths';

const VIEWS = {
  product: {
    title: '未选择保险产品',
    description: '链接不完整，请选择投标项目和保险产品后投保。',
    action: '选择保险产品',
  },
  policy: {
    title: '未指定投保单',
    description: '链接不完整，请从「我的保单」中打开。',
    action: '我的保单',
  },
} as const;

export function MissingSelection({
  what,
  projectId = null,
}: {
  what: keyof typeof VIEWS;
  projectId?: number | null;
}) {
  const navigate = useNavigate();
  const view = VIEWS[what];
  const target =
    what === 'product' ? insurancePaths.products(projectId) : insurancePaths.policies();
  return (
    <ResultPage
      status="warning"
      title={view.title}
      description={view.description}
      actions={
        <Button type="primary" onClick={() => void navigate(target)}>
          {view.action}
        </Button>
      }
    />
  );
}
