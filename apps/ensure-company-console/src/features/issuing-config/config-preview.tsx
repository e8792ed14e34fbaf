// 预览: what a version looks like. A template is shown filled in with example values (the
// placeholders' examples of the contract), one paragraph a line; the seal as its image; the sample
// letter as a link that opens the PDF.
import { Modal, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import {
  fillTemplate,
  ISSUING_CONFIG_ITEMS,
  PLACEHOLDER_EXAMPLES,
  type ConfigVersion,
} from '@bht/api-client';
import { Alert } from '@bht/ui';

function VersionPreview({ version }: { version: ConfigVersion }) {
  const { kind } = ISSUING_CONFIG_ITEMS[version.key];
  if (kind === 'image' && version.file_url)
    return (
      <img
        src={version.file_url}
        alt={`印章第 ${version.version} 版`}
        style={{ maxWidth: 200, maxHeight: 200, display: 'block', margin: '0 auto' }}
      />
    );
  if (kind === 'pdf' && version.file_url)
    return (
      <a href={version.file_url} target="_blank" rel="noreferrer">
        打开样函 PDF（第 {version.version} 版）
      </a>
    );
  const paragraphs = fillTemplate(version.content ?? '', PLACEHOLDER_EXAMPLES)
    .split('\n')
    .filter((line) => line.trim());
  return (
    <>
      <Alert
        type="info"
        content="以下为示例数据填充后的效果，实际内容以订单信息为准。"
        style={{ marginBottom: 12 }}
      />
      <div
        aria-label="预览内容"
        style={{ maxHeight: '60vh', overflowY: 'auto', overflowWrap: 'anywhere' }}
      >
        {paragraphs.map((line, i) => (
          <Typography.Paragraph key={i} style={{ textIndent: '2em' }}>
            {line}
          </Typography.Paragraph>
        ))}
      </div>
    </>
  );
}

export function PreviewModal({
  version,
  onClose,
}: {
  version: ConfigVersion | null;
  onClose: () => void;
}) {
  return (
    <Modal
      title={
        version
          ? `预览 · ${ISSUING_CONFIG_ITEMS[version.key].name} · 第 ${version.version} 版`
          : '预览'
      }
      visible={version !== null}
      footer={null}
      onCancel={onClose}
      unmountOnExit
      style={{ width: 'min(760px, calc(100vw - 24px))' }}
    >
      {version && <VersionPreview version={version} />}
    </Modal>
  );
}
