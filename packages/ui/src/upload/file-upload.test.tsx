// FileUpload: progress while a file uploads, and 删除 asked on the file's line before it deletes.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload, type UploadedItem } from './file-upload';

const notice: UploadedItem = { url: '/uploads/2026/11/notice.pdf', name: 'notice.pdf' };

describe('FileUpload', () => {
  it('asks before deleting: 取消 (or Esc) keeps the file, 删除 deletes it and drops it', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    const onChange = vi.fn();
    render(
      <FileUpload
        value={[notice]}
        onChange={onChange}
        onDelete={onDelete}
        upload={vi.fn()}
        imageHost=""
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '删除 notice.pdf' }));
    const ask = screen.getByRole('group', { name: '确定删除 notice.pdf 吗？' });
    expect(within(ask).getByRole('button', { name: '删除' })).toHaveFocus();
    fireEvent.click(within(ask).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('group')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '删除 notice.pdf' }));
    fireEvent.keyDown(screen.getByRole('group'), { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '删除 notice.pdf' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: '删除' }));
    });
    expect(onDelete).toHaveBeenCalledWith(notice);
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('keeps the file and lets the user try again when deleting fails', async () => {
    const onChange = vi.fn();
    render(
      <FileUpload
        value={[notice]}
        onChange={onChange}
        onDelete={() => Promise.reject(new Error('删除失败'))}
        upload={vi.fn()}
        imageHost=""
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '删除 notice.pdf' }));
    const remove = within(screen.getByRole('group')).getByRole('button', { name: '删除' });
    await act(async () => {
      fireEvent.click(remove);
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(within(screen.getByRole('group')).getByRole('button', { name: '删除' })).toBeEnabled();
  });

  it('shows the upload progress, then the uploaded file', async () => {
    let finish!: (item: UploadedItem) => void;
    let report!: (percent: number) => void;
    const upload = vi.fn(
      (_file: File, onProgress: (percent: number) => void) =>
        new Promise<UploadedItem>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    const onChange = vi.fn();
    render(<FileUpload value={[]} onChange={onChange} upload={upload} imageHost="" />);
    fireEvent.change(screen.getByLabelText('上传文件'), {
      target: { files: [new File(['pdf'], 'notice.pdf', { type: 'application/pdf' })] },
    });
    act(() => report(40));
    expect(screen.getByRole('progressbar', { name: '上传进度 40%' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await act(async () => finish(notice));
    expect(onChange).toHaveBeenCalledWith([notice]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
