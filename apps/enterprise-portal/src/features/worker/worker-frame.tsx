// What the wage letter's application pages share: the card around them and the notice for a page
// opened without a draft (a new tab, or after the application was submitted).
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { useIsMobile } from '@bht/ui';
import type { ReactNode } from 'react';
import { StartOver } from '../contract-letters/application-fields';
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
  return <StartOver paths={workerPaths} title="没有进行中的申报" description="申报信息只保存在当前浏览器窗口中，请从项目列表选择项目重新申报。" />;
}
