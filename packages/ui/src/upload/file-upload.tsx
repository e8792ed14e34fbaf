// Upload with type icons (jpg, jpeg, png, ppt, pptx, pdf, xls, xlsx, else word), type and size
// limits, image preview, progress, and delete with confirmation (which calls the delete-file call).
// The confirmation is asked in place, on the file's line (确定删除该文件吗？ 删除 / 取消), rather than
// in Arco's Popconfirm, which brought its Trigger and focus lock (16 kB of gzip JS) to every form
// with an upload.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconDelete, IconUpload } from '@arco-design/web-react/icon';
import { uploadIconType } from '@bht/validators';
import { useId, useRef, useState } from 'react';
import { ProgressBar } from '../feedback/progress-bar';
import { resolveImageUrl } from '../layout/avatar-url';
import { checkFile, type FileRules } from './check-file';

export interface UploadedItem {
  url: string;
  name: string;
}

export interface FileUploadProps extends Partial<FileRules> {
  label?: string;
  value: UploadedItem[];
  onChange: (items: UploadedItem[]) => void;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<UploadedItem>;
  onDelete?: (item: UploadedItem) => Promise<void>;
  maxCount?: number;
  imageHost: string;
  disabled?: boolean;
}

const ICON_COLORS: Record<string, string> = {
  pdf: '#F53F3F',
  ppt: '#FF7D00',
  pptx: '#FF7D00',
  xls: '#00B42A',
  xlsx: '#00B42A',
  word: '#165DFF',
};
const IMAGE_TYPES = new Set(['jpg', 'jpeg', 'png']);

function FileIcon({ name }: { name: string }) {
  const type = uploadIconType(name);
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        width: 36,
        height: 36,
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 4,
        fontSize: 10,
        fontWeight: 700,
        color: '#fff',
        background: ICON_COLORS[type] ?? '#86909C',
        textTransform: 'uppercase',
      }}
    >
      {type === 'word' ? 'DOC' : type}
    </span>
  );
}

/** 删除 of an uploaded file: asks on the file's line first; 取消 or Esc keeps the file. */
function DeleteFile({ item, onDelete }: { item: UploadedItem; onDelete: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!asking)
    return (
      <Button
        type="text"
        status="danger"
        icon={<IconDelete />}
        aria-label={`删除 ${item.name}`}
        onClick={() => setAsking(true)}
      />
    );
  return (
    <span
      role="group"
      aria-label={`确定删除 ${item.name} 吗？`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
    >
      <span style={{ fontSize: 12, color: 'var(--color-text-2)' }}>确定删除该文件吗？</span>
      <Button
        size="mini"
        type="primary"
        status="danger"
        loading={deleting}
        autoFocus
        onClick={() => {
          setDeleting(true);
          onDelete().catch(() => setDeleting(false));
        }}
      >
        删除
      </Button>
      <Button size="mini" disabled={deleting} onClick={() => setAsking(false)}>
        取消
      </Button>
    </span>
  );
}

export function FileUpload({
  label = '上传文件',
  value,
  onChange,
  upload,
  onDelete,
  accept = ['jpg', 'jpeg', 'png', 'pdf'],
  maxSizeMb = 10,
  maxCount = 1,
  imageHost,
  disabled,
}: FileUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkFile(file, { accept, maxSizeMb });
    setError(problem);
    if (problem) return;
    setProgress({ name: file.name, percent: 0 });
    try {
      const item = await upload(file, (percent) => setProgress({ name: file.name, percent }));
      onChange([...value, item].slice(-maxCount));
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '上传失败，请重试');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async (item: UploadedItem) => {
    await onDelete?.(item);
    onChange(value.filter((v) => v.url !== item.url));
  };

  return (
    <div>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept.map((a) => `.${a}`).join(',')}
        aria-label={label}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {value.length < maxCount && (
        <Button
          icon={<IconUpload />}
          disabled={disabled || progress !== null}
          onClick={() => input.current?.click()}
          aria-describedby={error ? errorId : undefined}
        >
          {label}
        </Button>
      )}
      <div style={{ fontSize: 12, color: 'var(--color-text-3)', marginTop: 4 }}>
        支持 {accept.join('、')}，单个文件不超过 {maxSizeMb}MB
      </div>
      {error && (
        <div id={errorId} role="alert" style={{ color: '#F53F3F', fontSize: 12, marginTop: 4 }}>
          {error}
        </div>
      )}
      {progress && (
        <div style={{ marginTop: 8 }}>
          <span style={{ fontSize: 12 }}>{progress.name}</span>
          <ProgressBar
            percent={progress.percent}
            size="small"
            aria-label={`上传进度 ${progress.percent}%`}
          />
        </div>
      )}
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {value.map((item) => (
          <li
            key={item.url}
            style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}
          >
            {IMAGE_TYPES.has(uploadIconType(item.name)) ? (
              <a href={resolveImageUrl(item.url, imageHost)} target="_blank" rel="noreferrer">
                <img
                  src={resolveImageUrl(item.url, imageHost)}
                  alt={`${item.name} 预览`}
                  width={48}
                  height={48}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
              </a>
            ) : (
              <FileIcon name={item.name} />
            )}
            <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {item.name}
            </span>
            {!disabled && <DeleteFile item={item} onDelete={() => remove(item)} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
