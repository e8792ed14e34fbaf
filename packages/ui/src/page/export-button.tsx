// 导出 Excel: runs a list's export (the screen passes `download`, e.g. @bht/api-client's
// downloadExport with the list's current filters), shows the progress (bytes received of a file of
// N rows), can be cancelled, and saves the file under the name the server gave it. A cancelled
// download (取消, or leaving the page) is not an error; a refused one shows the server's message.
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useEffect, useRef, useState } from 'react';
import { showError } from '../feedback/toast';

export interface ExportButtonProgress {
  bytes: number;
  rows: number | null;
}

export interface ExportButtonProps {
  /** Downloads the file; rejects with an error whose `isCancelled` is true once `signal` aborts. */
  download: (options: {
    signal: AbortSignal;
    onProgress: (progress: ExportButtonProgress) => void;
  }) => Promise<{ blob: Blob; filename: string; rows: number | null }>;
  label?: string;
  disabled?: boolean;
}

/** 1.2 MB, 356 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / 1024))} KB`;
}

const rowsText = (rows: number | null) =>
  rows === null ? '' : `共 ${rows.toLocaleString('zh-CN')} 行，`;

/** Hands the file to the browser's downloads. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportButtonProgress | null }
  | { kind: 'done'; rows: number | null };

export function ExportButton({ download, label = '导出 Excel', disabled }: ExportButtonProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the page cancels the download.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', progress: null });
    try {
      const file = await download({
        signal: controller.signal,
        onProgress: (progress) =>
          !controller.signal.aborted && setState({ kind: 'running', progress }),
      });
      saveFile(file.blob, file.filename);
      setState({ kind: 'done', rows: file.rows });
    } catch (error) {
      if (controller.signal.aborted || (error as { isCancelled?: boolean }).isCancelled) return;
      setState({ kind: 'idle' });
      showError((error as Error).message || '导出失败，请稍后重试');
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const cancel = () => {
    running.current?.abort();
    setState({ kind: 'idle' });
  };

  return (
    <Space size={8} wrap>
      <Button
        type="outline"
        loading={state.kind === 'running'}
        disabled={disabled}
        onClick={() => void start()}
      >
        {state.kind === 'running' ? '正在导出' : label}
      </Button>
      {state.kind === 'running' && (
        <>
          <span role="status" aria-live="polite" style={{ color: '#4e5969' }}>
            {state.progress
              ? `${rowsText(state.progress.rows)}已接收 ${formatBytes(state.progress.bytes)}`
              : '正在生成文件…'}
          </span>
          <Button type="text" size="small" onClick={cancel}>
            取消
          </Button>
        </>
      )}
      {state.kind === 'done' && (
        <span role="status" style={{ color: '#00b42a' }}>
          {state.rows === null ? '已导出' : `已导出 ${state.rows.toLocaleString('zh-CN')} 行`}
        </span>
      )}
    </Space>
  );
}
