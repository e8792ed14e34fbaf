// The drawer a desk opens its record in (the record's id in the URL): full width on a phone,
// a grey body for the detail's cards, and a real close button (Arco's icon is not one), so the
// drawer closes from the keyboard and is named.
import { Drawer } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css.js';
import { IconClose } from '@arco-design/web-react/icon';
import { useIsMobile } from '@bht/ui';
import type { ReactNode } from 'react';

const closeButtonStyle = {
  border: 0,
  background: 'none',
  padding: 4,
  cursor: 'pointer',
  color: 'inherit',
  fontSize: 14,
} as const;

export function DetailDrawer(props: {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}) {
  const mobile = useIsMobile();
  return (
    <Drawer
      title={props.title}
      visible={props.open}
      width={mobile ? '100%' : `min(${props.width ?? 800}px, 90vw)`}
      footer={null}
      onCancel={props.onClose}
      closeIcon={
        <button type="button" aria-label="关闭详情" style={closeButtonStyle}>
          <IconClose />
        </button>
      }
      unmountOnExit
      bodyStyle={{ background: '#f2f3f5', padding: mobile ? 8 : 16 }}
    >
      {props.children}
    </Drawer>
  );
}
