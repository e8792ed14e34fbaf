// The sidebar as a drawer below 992 px. Its own module, loaded by the shell only on narrow
// screens: Arco's Drawer brings react-focus-lock (~9 kB gzip with the Drawer), which a desktop
// visit never needs.
import { Drawer } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css.js';
import type { ReactNode } from 'react';
import { SIDEBAR_WIDTH } from '../feedback/constants';
import { theme } from '../provider/theme';

export default function NavDrawer({
  visible,
  onClose,
  children,
}: {
  visible: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      visible={visible}
      placement="left"
      width={SIDEBAR_WIDTH + 45}
      footer={null}
      title={null}
      closable={false}
      onCancel={onClose}
      bodyStyle={{ padding: 0, background: theme.sidebarBackground }}
    >
      <nav aria-label="主导航">{children}</nav>
    </Drawer>
  );
}
