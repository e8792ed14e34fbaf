// What the wage letter's application pages share: the card around them and the notice for a page
// opened without a draft (a new tab, or after the application was submitted).
import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import { ResultPage, useIsMobile } from '@bht/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { workerPaths } from '../contract-letters/contract-letter-paths';

export function WorkerFrame({ title, children }: { title: string; children: ReactNode }) {
  const mobile = useIsMobile();
  return (
    <Card title={title} bordered={false} bodyStyle={mobile ? { padding: 12 } : undefined}>
      {children}
    </Card>
  );
}

export function NoDraft() {
  const navigate = useNavigate();
  return (
    <ResultPage
      status="warning"
      title="没有进行中的申报"
      description="申报信息只保存在当前浏览器窗口中，请从项目列表选择项目重新申报。"
      actions={
        <Button type="primary" onClick={() => navigate(workerPaths.projects)}>
          前往项目列表
        </Button>
      }
    />
  );
}
