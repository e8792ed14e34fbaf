// 上传保函文件核验 on /verify (public): anyone drops or picks a PDF or OFD letter; verifyLetterFile
// checks it and drops it (the server never stores it). The answer is a result card: ✓ 本平台出具、
// 文件未被修改 or ✗ with the reason, the file's signature, the letter it is (or names) and that
// letter's status now, and the file's digests. A file of an earlier letter of a number re-issued
// since (the 密文 letter after bid opening, a re-issue for a postponed opening) says so and points to
// the number check for the current one. Loaded only when the tab opens.
import { Button, Descriptions, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconUpload } from '@arco-design/web-react/icon';
import { verifyLetterFile, type ResponseOf } from '@bht/api-client';
import { Alert, checkFile, DateTime, Money, ResultPage } from '@bht/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../app/api';
import { SealedLetterNote } from '../sealed-letter-note';

type Verification = ResponseOf<typeof verifyLetterFile>;

const RULES = { accept: ['pdf', 'ofd'], maxSizeMb: 10 };

const SIGNATURE_TEXT: Record<Verification['signature'], string> = {
  valid: '签名有效（本平台证书，签名后未被修改）',
  invalid: '签名无效：文件在签名后被修改过',
  unknown_signer: '签名证书不属于本平台',
  none: '未读取到数字签名',
};

const digestStyle = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  overflowWrap: 'anywhere' as const,
};

/** The file is an earlier letter of its number: when and why it was replaced, and where the current one is checked. */
function ReplacedNote({
  replaced,
  letterNo,
}: {
  replaced: NonNullable<Verification['replaced']>;
  letterNo: string | null;
}) {
  return (
    <Alert
      type="info"
      aria-label="早期版本"
      content={
        <>
          该文件为早期版本（{replaced.because_text}），替换时间{' '}
          <DateTime value={replaced.replaced_time} />
          ；当前版本请以保函编号查验结果为准
        </>
      }
      action={
        letterNo && (
          <Link to={{ search: `?letter_no=${encodeURIComponent(letterNo)}` }}>按保函编号查验</Link>
        )
      }
      style={{ margin: '12px 0' }}
    />
  );
}

function VerificationCard({ result, fileName }: { result: Verification; fileName: string }) {
  const passed = result.verdict === 'genuine';
  const letter = result.letter;
  return (
    <section aria-label="核验结果" style={{ marginTop: 16 }}>
      <ResultPage
        status={passed ? 'success' : 'error'}
        title={passed ? '✓ 本平台出具、文件未被修改' : '✗ 核验未通过'}
        description={result.verdict_text}
      />
      {result.replaced && (
        <ReplacedNote replaced={result.replaced} letterNo={letter?.letter_no ?? null} />
      )}
      {/* Only for our unchanged file: of any other, the letter's standing says nothing. */}
      {letter && result.unmodified && !result.replaced && <SealedLetterNote letter={letter} />}
      <Descriptions
        column={1}
        labelStyle={{ width: 96 }}
        valueStyle={{ overflowWrap: 'anywhere' }}
        data={[
          { label: '文件', value: `${fileName}（${result.format.toUpperCase()}）` },
          { label: '数字签名', value: SIGNATURE_TEXT[result.signature] },
          ...(letter
            ? [
                { label: '保函编号', value: letter.letter_no },
                { label: '保函类型', value: letter.letter_type_text },
                { label: '担保机构', value: letter.ensure_company_name },
                { label: '担保金额', value: <Money value={letter.amount} /> },
                {
                  label: '有效期',
                  value:
                    letter.valid_from && letter.valid_to
                      ? `${letter.valid_from} 至 ${letter.valid_to}`
                      : `至 ${letter.valid_to ?? '-'}`,
                },
                { label: '当前状态', value: letter.status_text },
              ]
            : []),
          { label: 'SHA-256', value: <span style={digestStyle}>{result.sha256}</span> },
          { label: 'SM3', value: <span style={digestStyle}>{result.sm3}</span> },
        ]}
      />
    </section>
  );
}

export default function LetterFileCheck() {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [dragging, setDragging] = useState(false);
  const verification = useMutation({
    mutationFn: (file: File) => api.call(verifyLetterFile, { file }, { silent: true }),
  });

  const check = (file: File | undefined) => {
    if (!file) return;
    const refused = checkFile(file, RULES);
    setProblem(refused);
    verification.reset();
    if (input.current) input.current.value = '';
    if (refused) return;
    setFileName(file.name);
    verification.mutate(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    check(event.dataTransfer.files[0]);
  };
  const error = problem ?? (verification.error ? verification.error.message : null);

  return (
    <section aria-label="上传保函文件核验">
      <p style={{ marginTop: 0, color: '#4e5969' }}>
        上传本平台出具的电子保函文件，核验其是否由本平台出具、是否被修改，以及保函当前状态。文件仅用于核验，不会被保存。
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        style={{
          border: `1px dashed ${dragging ? '#165DFF' : '#c9cdd4'}`,
          borderRadius: 4,
          padding: '24px 16px',
          textAlign: 'center',
          background: dragging ? '#e8f3ff' : '#f7f8fa',
        }}
      >
        <input
          ref={input}
          type="file"
          hidden
          accept=".pdf,.ofd"
          aria-label="选择保函文件"
          onChange={(event) => check(event.target.files?.[0])}
        />
        <Button
          type="primary"
          icon={<IconUpload />}
          loading={verification.isPending}
          onClick={() => input.current?.click()}
          aria-describedby={error ? errorId : undefined}
        >
          选择保函文件
        </Button>
        <div style={{ marginTop: 8, fontSize: 12, color: 'var(--color-text-3)' }}>
          或将文件拖到此处；支持 PDF、OFD，单个文件不超过 {RULES.maxSizeMb}MB
        </div>
      </div>
      {verification.isPending && (
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Spin tip={`正在核验 ${fileName}…`} />
        </div>
      )}
      {error && (
        <div id={errorId} style={{ marginTop: 16 }}>
          <Alert type="error" content={error} />
        </div>
      )}
      {verification.data && <VerificationCard result={verification.data} fileName={fileName} />}
    </section>
  );
}
