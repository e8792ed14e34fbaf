// The notice body's editor, loaded when the body is first edited: Tiptap (ProseMirror, ~134 kB
// gzip) is by far the heaviest piece of the edit page, and the page opens within its budget
// without it (docs/benchmarks.md). Until then the body shows as it reads, in the editor's frame;
// a click, Enter or Space on it loads the editor (hovering or focusing it starts the download)
// with the caret at the end. Form.Item's value / onChange pass straight through to the editor.
import { RichTextContent } from '@bht/ui';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { runtimeConfig } from '../../app/api';
import type { RichTextEditorProps } from './rich-text-editor';

const load = () => import('./rich-text-editor');
const Editor = lazy(load);

const frame = (error: boolean | undefined): CSSProperties => ({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 276,
  border: `1px solid ${error ? 'rgb(var(--danger-6))' : '#e5e6eb'}`,
  borderRadius: 4,
  padding: '8px 12px',
  cursor: 'text',
});

export function RichTextEditor(props: RichTextEditorProps) {
  const [editing, setEditing] = useState(false);
  const { value, label, placeholder = '请输入公告内容', error } = props;
  if (editing)
    return (
      <Suspense
        fallback={
          <div role="status" style={{ ...frame(error), color: 'var(--color-text-3)' }}>
            编辑器加载中…
          </div>
        }
      >
        <Editor {...props} autoFocus />
      </Suspense>
    );
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={`编辑${label}`}
      style={frame(error)}
      onMouseEnter={() => void load()}
      onFocus={() => void load()}
      onClick={(event) => {
        // A link in the body opens the editor, not the link.
        event.preventDefault();
        setEditing(true);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        setEditing(true);
      }}
    >
      {value ? (
        <RichTextContent html={value} imageHost={runtimeConfig.imageHost} />
      ) : (
        <span style={{ color: 'var(--color-text-3)' }}>{placeholder}（点击开始编辑）</span>
      )}
    </div>
  );
}
