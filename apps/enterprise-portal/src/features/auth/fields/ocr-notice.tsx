// What OCR did: running, failed (fill in by hand), or filled the fields: a reminder to check
// them, and a 沙箱 tag when the sandbox recogniser answered.
import { Tag } from '@bht/ui';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useState } from 'react';

export type OcrState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'failed'; message: string }
  | { status: 'done'; sandbox: boolean };

export function OcrNotice({ state }: { state: OcrState }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'running':
      return (
        <div
          role="status"
          style={{
            margin: '0 0 12px',
            color: '#4e5969',
            display: 'flex',
            alignItems: 'center',
            gap: 8,
          }}
        >
          <Spin size={14} /> 正在识别，请稍候…
        </div>
      );
    case 'failed':
      return (
        <p role="alert" style={{ margin: '0 0 12px', color: '#cb2634' }}>
          {state.message}
        </p>
      );
    case 'done':
      return (
        <div
          role="status"
          style={{ margin: '0 0 12px', display: 'flex', gap: 8, flexWrap: 'wrap' }}
        >
          <Tag color="orange">识别结果仅供参考，请核对</Tag>
          {state.sandbox && <Tag color="purple">沙箱</Tag>}
        </div>
      );
  }
}

/** Runs one recognition: the notice follows it, and the result fills the form on success. */
export function useOcr(failurePrefix: string) {
  const [state, setState] = useState<OcrState>({ status: 'idle' });
  const run = async <R extends { sandbox: boolean }>(
    recognise: () => Promise<R>,
    fill: (result: R) => void,
  ) => {
    setState({ status: 'running' });
    try {
      const result = await recognise();
      fill(result);
      setState({ status: 'done', sandbox: result.sandbox });
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : '识别失败';
      setState({ status: 'failed', message: `${failurePrefix}：${reason}，请手动填写` });
    }
  };
  return { state, run };
}
