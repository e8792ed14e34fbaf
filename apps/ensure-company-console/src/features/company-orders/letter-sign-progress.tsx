// Shown while the server drafts the letter PDF and seals it, or drafts a paper letter's printable
// copy (a few seconds): what is happening and how long it has taken; it cannot be dismissed, the
// call decides when it ends.
import { Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useEffect, useState } from 'react';

export function LetterSignProgress({
  visible,
  title,
  text,
}: {
  visible: boolean;
  title: string;
  text: string;
}) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!visible) return;
    setSeconds(0);
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [visible]);

  return (
    <Modal
      title={title}
      visible={visible}
      footer={null}
      closable={false}
      maskClosable={false}
      escToExit={false}
      unmountOnExit
    >
      <div
        role="status"
        aria-live="polite"
        style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '8px 0' }}
      >
        <Spin />
        <div>
          <div>{text}，请勿关闭页面…</div>
          <div style={{ color: 'var(--color-text-3)', marginTop: 4 }}>已用时 {seconds} 秒</div>
        </div>
      </div>
    </Modal>
  );
}
