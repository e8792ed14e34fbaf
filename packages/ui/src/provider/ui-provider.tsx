// Arco's ConfigProvider with the zh-CN locale and the product's theme, for both apps and Storybook.
import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import type { ReactNode } from 'react';
import './accessible-text.css';

export const theme = {
  primaryColor: '#165DFF',
  sidebarBackground: '#1d2433',
  sidebarWidth: 195,
} as const;

export function UiProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={zhCN}>{children}</ConfigProvider>;
}
