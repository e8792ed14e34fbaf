// A compact rich-text editor for notice bodies, as an Arco Form control (value / onChange carry
// HTML), built on Tiptap (ProseMirror): a toolbar (加粗, 斜体, 下划线, 标题, 正文, 有序 / 无序列表,
// 链接, 图片, 清除格式) over the editing area. Its schema holds only tags the server keeps; the
// server still sanitises whatever arrives, so this editor is a convenience, not a safeguard.
// Loaded lazily (lazy-rich-text-editor.tsx): Tiptap is only downloaded on the notice edit route.
import { Button, Input, Message, Modal, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import {
  IconBold,
  IconEraser,
  IconH3,
  IconImage,
  IconItalic,
  IconLink,
  IconOrderedList,
  IconUnderline,
  IconUnorderedList,
} from '@arco-design/web-react/icon';
import { resolveImageUrl, richTextStyle, withImageHost, withoutImageHost } from '@bht/ui';
import { Image } from '@tiptap/extension-image';
import {
  EditorContent,
  useEditor,
  useEditorState,
  type ChainedCommands,
  type Editor,
  type UseEditorOptions,
} from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { runtimeConfig } from '../../app/api';
import { uploadFor } from '../../app/upload';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** Names the editing area (the form item's label). */
  label: string;
  /** Set by Form.Item when the field has an error. */
  error?: boolean;
  /** Puts the caret at the end once the editor is there (it opened on a click in the body). */
  autoFocus?: boolean;
}

const LINK = /^(https?:\/\/|mailto:)\S+$/i;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_MAX_MB = 5;

/** Only what the server's whitelist keeps (no code, no pre, headings 1–4). */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    // The stored body ends where the text ends, without an empty paragraph after a heading.
    trailingNode: false,
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: false,
      protocols: ['mailto'],
      isAllowedUri: (url) => LINK.test(url) || url.startsWith('/'),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
  // Inline, like the images the earlier editor left inside paragraphs: stored bodies keep their shape.
  Image.configure({ inline: true }),
];

/** No text and no image: the field is empty (the placeholder shows, the value is ''). */
const isBlank = (editor: Editor) => !editor.getText().trim() && !editor.getHTML().includes('<img');

const IDLE = {
  blank: false,
  bold: false,
  italic: false,
  underline: false,
  heading: false,
  orderedList: false,
  bulletList: false,
};

interface Tool {
  label: string;
  icon: ReactNode;
  run: () => void;
  /** Whether the selection already has this format (aria-pressed). */
  active?: boolean;
}

export default function RichTextEditor({
  value = '',
  onChange,
  placeholder = '请输入公告内容',
  label,
  error,
  autoFocus = false,
}: RichTextEditorProps) {
  const imageInput = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const host = runtimeConfig.imageHost;
  const htmlOf = (editor: Editor) =>
    isBlank(editor) ? '' : withoutImageHost(editor.getHTML(), host);

  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  // Options fixed at mount: changed options would make Tiptap reconfigure the view on every
  // keystroke (the form re-renders with each value), which can drop input still being read.
  const [options] = useState<UseEditorOptions>(() => ({
    extensions,
    content: withImageHost(value, host),
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'bht-rich-text',
        style: 'min-height: 240px; padding: 8px 12px; outline: none',
      },
    },
    onUpdate: ({ editor: changed }) => report.current?.(htmlOf(changed)),
  }));
  // Null or destroyed for a moment when useEditor replaces its instance: it does when a suspending
  // page hid the editor (its effects ended), and a destroyed one can no longer be read.
  const editor: Editor | null = useEditor(options);
  // Checked at each use: the instance a render saw may be destroyed by the time an effect or a
  // click reads it.
  const live = () => (editor && !editor.isDestroyed ? editor : null);

  // Shows the form's value in a new instance, and a value set from outside (a reset by the form);
  // never while the person types here, so a keystroke is not undone by the value it just sent.
  const shown = useRef<{ editor: Editor | null; value?: string }>({ editor: null });
  useEffect(() => {
    const shownIn = live();
    if (!shownIn) return;
    const fresh = shownIn !== shown.current.editor;
    const changed = value !== shown.current.value;
    shown.current = { editor: shownIn, value };
    if ((fresh || (changed && !shownIn.isFocused)) && htmlOf(shownIn) !== value)
      shownIn.commands.setContent(withImageHost(value, host), { emitUpdate: false });
  });

  const state = useEditorState({
    editor,
    selector: () => {
      const shownIn = live();
      return shownIn
        ? {
            blank: isBlank(shownIn),
            bold: shownIn.isActive('bold'),
            italic: shownIn.isActive('italic'),
            underline: shownIn.isActive('underline'),
            heading: shownIn.isActive('heading', { level: 3 }),
            orderedList: shownIn.isActive('orderedList'),
            bulletList: shownIn.isActive('bulletList'),
          }
        : IDLE;
    },
  });

  const run = (command: (chain: ChainedCommands) => ChainedCommands) => {
    const target = live();
    if (target) command(target.chain().focus()).run();
  };

  const insertLink = () => {
    const url = href.trim();
    if (!LINK.test(url)) {
      Message.warning('链接须以 http://、https:// 或 mailto: 开头');
      return;
    }
    // Without a selection the address itself becomes the linked text.
    run((chain) =>
      live()?.state.selection.empty
        ? chain.insertContent({
            type: 'text',
            text: url,
            marks: [{ type: 'link', attrs: { href: url } }],
          })
        : chain.extendMarkRange('link').setLink({ href: url }),
    );
    setLinking(false);
  };

  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return void Message.warning('图片仅支持 JPG、PNG');
    if (file.size > IMAGE_MAX_MB * 1024 * 1024)
      return void Message.warning(`图片不能超过 ${IMAGE_MAX_MB}MB`);
    try {
      const { url } = await uploadFor('other')(file);
      run((chain) => chain.setImage({ src: resolveImageUrl(url, host) }));
    } catch (failure) {
      Message.error(failure instanceof Error ? failure.message : '图片上传失败');
    }
  };

  const tools: Tool[] = [
    {
      label: '加粗',
      icon: <IconBold />,
      run: () => run((c) => c.toggleBold()),
      active: state.bold,
    },
    {
      label: '斜体',
      icon: <IconItalic />,
      run: () => run((c) => c.toggleItalic()),
      active: state.italic,
    },
    {
      label: '下划线',
      icon: <IconUnderline />,
      run: () => run((c) => c.toggleUnderline()),
      active: state.underline,
    },
    {
      label: '标题',
      icon: <IconH3 />,
      run: () => run((c) => c.setHeading({ level: 3 })),
      active: state.heading,
    },
    { label: '正文', icon: '¶', run: () => run((c) => c.setParagraph()) },
    {
      label: '有序列表',
      icon: <IconOrderedList />,
      run: () => run((c) => c.toggleOrderedList()),
      active: state.orderedList,
    },
    {
      label: '无序列表',
      icon: <IconUnorderedList />,
      run: () => run((c) => c.toggleBulletList()),
      active: state.bulletList,
    },
    { label: '插入链接', icon: <IconLink />, run: () => setLinking(true) },
    { label: '插入图片', icon: <IconImage />, run: () => imageInput.current?.click() },
    {
      label: '清除格式',
      icon: <IconEraser />,
      run: () => run((c) => c.unsetAllMarks().clearNodes()),
    },
  ];

  return (
    <div
      style={{
        border: `1px solid ${error ? '#f53f3f' : '#e5e6eb'}`,
        borderRadius: 4,
        width: '100%',
        minWidth: 0,
      }}
    >
      <div
        role="toolbar"
        aria-label="格式工具栏"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          padding: 4,
          borderBottom: '1px solid #e5e6eb',
          background: '#f7f8fa',
        }}
      >
        {tools.map((tool) => (
          <Tooltip key={tool.label} content={tool.label} mini>
            {/* mousedown would move the focus (and the selection) out of the text. */}
            <Button
              size="mini"
              type="text"
              aria-label={tool.label}
              aria-pressed={tool.active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
              style={{
                minWidth: 28,
                color: tool.active ? '#165dff' : '#1d2129',
                background: tool.active ? '#e8f3ff' : undefined,
              }}
            >
              {tool.icon}
            </Button>
          </Tooltip>
        ))}
        <input
          ref={imageInput}
          type="file"
          accept=".png,.jpg,.jpeg"
          hidden
          aria-label="选择图片"
          onChange={(event) =>
            void insertImage(event.target.files?.[0]).finally(() => (event.target.value = ''))
          }
        />
      </div>
      <div style={{ position: 'relative', ...richTextStyle, maxHeight: 560, overflowY: 'auto' }}>
        {state.blank && (
          <div
            aria-hidden
            style={{
              position: 'absolute',
              top: 8,
              left: 12,
              color: '#c9cdd4',
              pointerEvents: 'none',
            }}
          >
            {placeholder}
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      <Modal
        title="插入链接"
        visible={linking}
        onOk={insertLink}
        onCancel={() => setLinking(false)}
        okText="插入"
        unmountOnExit
        style={{ width: 'min(420px, calc(100vw - 24px))' }}
      >
        <Input
          aria-label="链接地址"
          value={href}
          onChange={setHref}
          onPressEnter={insertLink}
          placeholder="https://"
        />
        <p style={{ margin: '8px 0 0', color: 'var(--color-text-3)', fontSize: 12 }}>
          先选中要加链接的文字；支持 http://、https:// 与 mailto:。
        </p>
      </Modal>
    </div>
  );
}
