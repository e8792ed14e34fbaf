// A wizard URL without the project id or order number it needs (e.g. a truncated link).
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { ResultPage } from '@bht/ui';
import { useNavigate } from 'react-router-dom';
import { useApplyFlow } from './apply-flow';
import type { ApplyPaths } from './apply-steps';

/** `paths`: where to go instead (a flow outside the bid wizards); the wizard's by default. */
export function MissingParam({
  what,
  paths: own,
}: {
  what: 'project' | 'order';
  paths?: Pick<ApplyPaths, 'projects' | 'myOrders'>;
}) {
  const navigate = useNavigate();
  const flow = useApplyFlow();
  const paths = own ?? flow.paths;
  return what === 'project' ? (
    <ResultPage
      status="warning"
      title="未指定投标项目"
      description="链接不完整，请从投标项目列表选择项目后申请。"
      actions={
        <Button type="primary" onClick={() => void navigate(paths.projects)}>
          前往投标项目
        </Button>
      }
    />
  ) : (
    <ResultPage
      status="warning"
      title="未指定保函订单"
      description="链接不完整，请从我的保函订单中打开。"
      actions={
        <Button type="primary" onClick={() => void navigate(paths.myOrders)}>
          我的保函订单
        </Button>
      }
    />
  );
}
