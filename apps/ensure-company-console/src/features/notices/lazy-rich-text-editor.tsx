// The notice body's editor, loaded on first render: Tiptap (ProseMirror) is the heaviest piece of
// the edit page, so it is fetched only here, in parallel with the notice, while the rest of the form
// shows. Form.Item's value / onChange pass straight through to the editor.
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

const Editor = lazy(() => import('./rich-text-editor'));

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          style={{
            width: '100%',
            minHeight: 276,
            border: '1px solid #e5e6eb',
            borderRadius: 4,
            padding: '8px 12px',
            color: 'var(--color-text-3)',
          }}
        >
          编辑器加载中…
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
