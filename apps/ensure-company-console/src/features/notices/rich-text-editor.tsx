// A compact rich-text editor for notice bodies, as an Arco Form control (value / onChange carry
// HTML): a contenteditable area and a toolbar (加粗, 斜体, 下划线, 标题, 正文, 有序 / 无序列表, 链接,
// 图片, 清除格式). It produces plain tags only; the server sanitises whatever arrives (pasted
// content included), so this editor is a convenience, not a safeguard.
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
}

const LINK = /^(https?:\/\/|mailto:)\S+$/i;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_MAX_MB = 5;

interface Tool {
  label: string;
  icon: ReactNode;
  run: () => void;
}

export function RichTextEditor({
  value = '',
  onChange,
  placeholder = '请输入公告内容',
  label,
  error,
}: RichTextEditorProps) {
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const [empty, setEmpty] = useState(!value);
  const host = runtimeConfig.imageHost;

  // Shows a value that did not come from typing here (the loaded notice, a reset).
  useEffect(() => {
    const element = area.current;
    if (!element || withoutImageHost(element.innerHTML, host) === value) return;
    element.innerHTML = withImageHost(value, host);
    setEmpty(!value);
  }, [value, host]);

  const emit = () => {
    const html = area.current?.innerHTML ?? '';
    const text = area.current?.textContent?.trim() ?? '';
    const blank = !text && !html.includes('<img');
    setEmpty(blank);
    onChange?.(blank ? '' : withoutImageHost(html, host));
  };

  const rememberSelection = () => {
    const selection = window.getSelection();
    if (selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode))
      saved.current = selection.getRangeAt(0).cloneRange();
  };
  const restoreSelection = () => {
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
  };
  const exec = (command: string, argument?: string) => {
    restoreSelection();
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(command, false, argument);
    rememberSelection();
    emit();
  };

  const insertLink = () => {
    if (!LINK.test(href.trim())) {
      Message.warning('链接须以 http://、https:// 或 mailto: 开头');
      return;
    }
    exec('createLink', href.trim());
    setLinking(false);
  };

  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return void Message.warning('图片仅支持 JPG、PNG');
    if (file.size > IMAGE_MAX_MB * 1024 * 1024)
      return void Message.warning(`图片不能超过 ${IMAGE_MAX_MB}MB`);
    try {
      const { url } = await uploadFor('other')(file);
      exec('insertImage', resolveImageUrl(url, host));
    } catch (failure) {
      Message.error(failure instanceof Error ? failure.message : '图片上传失败');
    }
  };

  const tools: Tool[] = [
    { label: '加粗', icon: <IconBold />, run: () => exec('bold') },
    { label: '斜体', icon: <IconItalic />, run: () => exec('italic') },
    { label: '下划线', icon: <IconUnderline />, run: () => exec('underline') },
    { label: '标题', icon: <IconH3 />, run: () => exec('formatBlock', '<h3>') },
    { label: '正文', icon: '¶', run: () => exec('formatBlock', '<p>') },
    { label: '有序列表', icon: <IconOrderedList />, run: () => exec('insertOrderedList') },
    { label: '无序列表', icon: <IconUnorderedList />, run: () => exec('insertUnorderedList') },
    { label: '插入链接', icon: <IconLink />, run: () => setLinking(true) },
    { label: '插入图片', icon: <IconImage />, run: () => imageInput.current?.click() },
    { label: '清除格式', icon: <IconEraser />, run: () => exec('removeFormat') },
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
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
              style={{ minWidth: 28, color: '#1d2129' }}
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
      <div style={{ position: 'relative' }}>
        {empty && (
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
        <div
          ref={area}
          role="textbox"
          aria-multiline
          aria-label={label}
          contentEditable
          suppressContentEditableWarning
          className="bht-rich-text"
          onInput={emit}
          onBlur={emit}
          onKeyUp={rememberSelection}
          onMouseUp={rememberSelection}
          style={{
            ...richTextStyle,
            minHeight: 240,
            maxHeight: 560,
            overflowY: 'auto',
            padding: '8px 12px',
            outline: 'none',
          }}
        />
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
        <p style={{ margin: '8px 0 0', color: '#86909c', fontSize: 12 }}>
          先选中要加链接的文字；支持 http://、https:// 与 mailto:。
        </p>
      </Modal>
    </div>
  );
}
