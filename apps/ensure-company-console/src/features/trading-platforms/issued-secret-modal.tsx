// The inbound appKey and appSecret we generated for a platform, right after it was registered or
// its secret reset: the only time the secret is shown (the server keeps it sealed), with a copy
// button. The operator hands both to the platform, which signs its calls to us with them.
import { Button, Descriptions, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { SECRET_SHOWN_ONCE } from '@bht/api-client';
import { Alert, showError, showSuccess } from '@bht/ui';

export interface IssuedSecret {
  platformName: string;
  appKey: string;
  appSecret: string;
}

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

export function IssuedSecretModal({
  issued,
  onClose,
}: {
  issued: IssuedSecret | null;
  onClose: () => void;
}) {
  const copy = () =>
    navigator.clipboard
      .writeText(`appKey: ${issued?.appKey}\nappSecret: ${issued?.appSecret}`)
      .then(
        () => showSuccess('已复制 appKey 与 appSecret'),
        () => showError('复制失败，请手动选择文字复制'),
      );
  return (
    <Modal
      title={`${issued?.platformName ?? ''} 的接入密钥`}
      visible={issued !== null}
      onCancel={onClose}
      maskClosable={false}
      unmountOnExit
      footer={
        <>
          <Button onClick={() => void copy()}>复制</Button>
          <Button type="primary" onClick={onClose}>
            我已保存
          </Button>
        </>
      }
      style={{ width: 'min(560px, calc(100vw - 24px))' }}
    >
      <Alert type="warning" content={SECRET_SHOWN_ONCE} style={{ marginBottom: 16 }} />
      {issued && (
        <Descriptions
          column={1}
          data={[
            { label: 'appKey', value: <span style={mono}>{issued.appKey}</span> },
            { label: 'appSecret', value: <span style={mono}>{issued.appSecret}</span> },
          ]}
        />
      )}
    </Modal>
  );
}
