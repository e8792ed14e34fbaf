// lazyDialog: a dialog's module loaded when it first renders, a spinner meanwhile.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

function Greeting({ name }: { name: string }) {
  return <div role="dialog">你好，{name}</div>;
}

describe('lazyDialog', () => {
  it('shows 正在打开… until the module is there, then the dialog with its props', async () => {
    let resolve!: (module: { default: typeof Greeting }) => void;
    const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((r) => (resolve = r)));
    const { Dialog } = lazyDialog(load);
    render(<Dialog name="张三" />);
    expect(screen.getByRole('status', { name: '正在打开…' })).toBeInTheDocument();
    resolve({ default: Greeting });
    expect(await screen.findByRole('dialog')).toHaveTextContent('你好，张三');
    expect(screen.queryByRole('status', { name: '正在打开…' })).toBeNull();
  });

  it('preload starts loading before the dialog is shown', () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const { preload } = lazyDialog(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
