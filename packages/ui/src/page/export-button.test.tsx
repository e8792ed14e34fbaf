// ExportButton: progress while the file arrives, the file saved under the server's name, 取消 (and
// leaving the page) aborts without an error, a refusal shows its message.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportButton, formatBytes, type ExportButtonProps } from './export-button';

type Download = ExportButtonProps['download'];

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

/** A download the test drives: report progress, then finish or fail; aborting rejects as cancelled. */
function controlledDownload() {
  const control = {} as {
    progress: (bytes: number) => void;
    finish: () => void;
    fail: (message: string) => void;
    signal: AbortSignal;
  };
  const download: Download = ({ signal, onProgress }) =>
    new Promise((resolve, reject) => {
      control.signal = signal;
      control.progress = (bytes) => onProgress({ bytes, rows: 10_000 });
      control.finish = () =>
        resolve({ blob: new Blob(['x']), filename: '订单列表-待审核-20261127.xlsx', rows: 10_000 });
      control.fail = (message) => reject(Object.assign(new Error(message), { isCancelled: false }));
      signal.addEventListener('abort', () =>
        reject(Object.assign(new Error('请求已取消'), { isCancelled: true })),
      );
    });
  return { download, control };
}

describe('ExportButton', () => {
  it('shows the rows and bytes received, then saves the file under its name', async () => {
    const { download, control } = controlledDownload();
    render(<ExportButton download={download} />);
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(await screen.findByRole('status')).toHaveTextContent('正在生成文件');
    act(() => control.progress(1_258_291));
    expect(screen.getByRole('status')).toHaveTextContent('共 10,000 行，已接收 1.2 MB');
    await act(async () => control.finish());
    expect(saved).toEqual(['订单列表-待审核-20261127.xlsx']);
    expect(screen.getByRole('status')).toHaveTextContent('已导出 10,000 行');
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeEnabled();
  });

  it('取消 aborts the download: nothing saved, no error', async () => {
    const { download, control } = controlledDownload();
    render(<ExportButton download={download} />);
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    act(() => control.progress(2048));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await act(async () => undefined);
    expect(control.signal.aborted).toBe(true);
    expect(saved).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('.arco-message')).toBeNull();
  });

  it('leaving the page aborts the download', async () => {
    const { download, control } = controlledDownload();
    const { unmount } = render(<ExportButton download={download} />);
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    unmount();
    expect(control.signal.aborted).toBe(true);
  });

  it('a refused export shows the server’s message and can be tried again', async () => {
    const { download, control } = controlledDownload();
    render(<ExportButton download={download} />);
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    await act(async () => control.fail('没有「待支付」权限'));
    expect(await screen.findByText('没有「待支付」权限')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeEnabled();
  });

  it('formats sizes', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(356 * 1024)).toBe('356 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
