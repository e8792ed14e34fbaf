// Result, 404, 403 and "under construction" pages with the look of Arco's Result, drawn here: Arco's
// component imports its 404, 403 and 500 illustrations (~28 kB gzip) wherever any result shows (a
// failed query, a submitted form). The 404 / 403 illustrations load on their own, only when shown.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import { IconCheck, IconClose, IconExclamation, IconInfo } from '@arco-design/web-react/icon';
import { lazy, Suspense, type ReactNode } from 'react';

export interface ResultPageProps {
  status: 'success' | 'error' | 'warning' | 'info' | '404' | '403';
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

const Image404 = lazy(() => import('@arco-design/web-react/es/Result/404'));
const Image403 = lazy(() => import('@arco-design/web-react/es/Result/403'));

const icons: Record<ResultPageProps['status'], ReactNode> = {
  success: <IconCheck />,
  error: <IconClose />,
  warning: <IconExclamation />,
  info: <IconInfo />,
  '404': <Image404 />,
  '403': <Image403 />,
};

export function ResultPage({ status, title, description, actions }: ResultPageProps) {
  return (
    <div className={`arco-result arco-result-is-${status}`} style={{ padding: '48px 16px' }}>
      <div className="arco-result-icon">
        <span className={`arco-result-icon-tip arco-result-icon-${status}`}>
          <Suspense fallback={null}>{icons[status]}</Suspense>
        </span>
      </div>
      <div className="arco-result-title">{title}</div>
      {description && <div className="arco-result-subtitle">{description}</div>}
      {actions && <div className="arco-result-extra">{actions}</div>}
    </div>
  );
}

export function NotFound({ onHome }: { onHome: () => void }) {
  return (
    <ResultPage
      status="404"
      title="抱歉，您访问的页面不存在"
      actions={
        <Button type="primary" onClick={onHome}>
          返回首页
        </Button>
      }
    />
  );
}

export function Forbidden({ onHome }: { onHome: () => void }) {
  return (
    <ResultPage
      status="403"
      title="抱歉，您没有权限访问此页面"
      description="如需开通，请联系主账号或管理员分配权限。"
      actions={
        <Button type="primary" onClick={onHome}>
          返回首页
        </Button>
      }
    />
  );
}

export function UnderConstruction({ title }: { title: string }) {
  return (
    <ResultPage
      status="info"
      title={`${title} · 该功能建设中`}
      description="该页面正在建设中，敬请期待。"
    />
  );
}
