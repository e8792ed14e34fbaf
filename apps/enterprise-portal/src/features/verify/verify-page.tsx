// /verify (public) 保函查验: anyone checks a letter by number (its summary); the letter's QR code
// opens /verify?letter_no=… and shows the answer at once. With the 查验码 printed on the letter
// (the holder), a letter in force also comes with the short-lived link to its PDF; the code is
// kept in the page's state, never in the URL. The 上传保函文件核验 tab (?tab=file) checks a letter
// file itself, the 申请理赔 tab (?tab=claim) lets the beneficiary raise a claim with the number and
// the code; their modules load only when their tab opens. A 密文 letter issued before bid opening
// says so: valid, its project sealed until the trading platform opens the bids.
import { Button, Descriptions, Input, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { verifyLetter, type ResponseOf } from '@bht/api-client';
import {
  Money,
  PublicFrame,
  QueryState,
  resolveImageUrl,
  ResultPage,
  SealedFieldText,
  Form,
} from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { runtimeConfig } from '../../app/api';
import { silentQueryOptions } from '../../app/silent-query';
import { SealedLetterNote } from './sealed-letter-note';

type Verdict = ResponseOf<typeof verifyLetter>;

const ClaimFlow = lazy(() => import('./claim/claim-flow'));
const LetterFileCheck = lazy(() => import('./file-check/letter-file-check'));
const CLAIM_TAB = 'claim';
const FILE_TAB = 'file';
const TABS = [CLAIM_TAB, FILE_TAB];

function VerdictView({ verdict, withCode }: { verdict: Verdict; withCode: boolean }) {
  if (!verdict.genuine) {
    return (
      <ResultPage
        status="warning"
        title="未查到该保函"
        description={verdict.status_text || '请核对保函编号；如有疑问请联系出具保函的担保机构。'}
      />
    );
  }
  return (
    <>
      <ResultPage
        status={verdict.valid ? 'success' : 'error'}
        title={verdict.valid ? '保函真实有效' : `保函真实，当前${verdict.status_text}`}
        description={
          verdict.valid
            ? '该保函由担保机构出具，当前在有效期内。'
            : '该保函由担保机构出具，但当前不具备担保效力。'
        }
      />
      <SealedLetterNote letter={verdict} />
      <Descriptions
        column={1}
        labelStyle={{ width: 90 }}
        data={[
          { label: '保函编号', value: verdict.letter_no },
          ...(verdict.letter_type_text
            ? [{ label: '保函类型', value: verdict.letter_type_text }]
            : []),
          { label: '状态', value: verdict.status_text },
          { label: '担保机构', value: verdict.ensure_company_name },
          { label: '项目名称', value: <SealedFieldText value={verdict.project_name} /> },
          { label: '担保金额', value: <Money value={verdict.amount} /> },
          {
            label: '有效期',
            value:
              verdict.valid_from && verdict.valid_to
                ? `${verdict.valid_from} 至 ${verdict.valid_to}`
                : '-',
          },
          ...(verdict.letter_url
            ? [
                {
                  label: '保函原件',
                  value: (
                    <a
                      href={resolveImageUrl(verdict.letter_url, runtimeConfig.imageHost)}
                      target="_blank"
                      rel="noreferrer"
                    >
                      查看保函原件（PDF）
                    </a>
                  ),
                },
              ]
            : []),
        ]}
      />
      {!withCode && (
        <p style={{ margin: '8px 0 0', color: '#4e5969', fontSize: 12 }}>
          保函持有人填写保函上印制的查验码，可查看保函原件。
        </p>
      )}
    </>
  );
}

interface LetterKey {
  letter_no: string;
  verify_code?: string;
}

function Verification({
  letterNo,
  onCheck,
}: {
  letterNo: string;
  onCheck: (letterNo: string) => void;
}) {
  const [form] = Form.useForm<LetterKey>();
  // The holder's code for the number in the URL: in memory only.
  const [code, setCode] = useState<{ letterNo: string; code: string } | null>(null);
  const verifyCode = code?.letterNo === letterNo ? code.code : '';
  const verdict = useQuery({
    ...silentQueryOptions(verifyLetter, {
      letter_no: letterNo,
      ...(verifyCode ? { verify_code: verifyCode } : {}),
    }),
    enabled: letterNo !== '',
    retry: false,
  });

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ letter_no: letterNo }}
        onSubmit={(values) => {
          const number = values.letter_no.trim();
          const typed = values.verify_code?.trim().toUpperCase() ?? '';
          setCode(typed ? { letterNo: number, code: typed } : null);
          onCheck(number);
        }}
      >
        <Form.Item
          label="保函编号"
          field="letter_no"
          rules={[{ required: true, message: '请输入保函编号' }]}
        >
          <Input placeholder="请输入保函上的保函编号" allowClear maxLength={64} />
        </Form.Item>
        <Form.Item
          label="查验码（选填）"
          field="verify_code"
          extra="保函编号下方印制的 6 位字母或数字；填写后可查看保函原件"
          rules={[{ match: /^\s*[0-9a-zA-Z]{6}\s*$/, message: '请输入保函上印制的 6 位查验码' }]}
        >
          <Input placeholder="6 位查验码" allowClear maxLength={6} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" long loading={verdict.isFetching}>
          查验
        </Button>
      </Form>
      {letterNo && (
        <section aria-label="查验结果" style={{ marginTop: 16 }}>
          <QueryState query={verdict}>
            {verdict.data && <VerdictView verdict={verdict.data} withCode={verifyCode !== ''} />}
          </QueryState>
        </section>
      )}
    </>
  );
}

export default function VerifyPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const letterNo = params.get('letter_no')?.trim() ?? '';
  const asked = params.get('tab') ?? '';
  const tab = TABS.includes(asked) ? asked : 'verify';
  const show = (next: string) =>
    setParams({
      ...(next === 'verify' ? {} : { tab: next }),
      ...(letterNo && next !== FILE_TAB ? { letter_no: letterNo } : {}),
    });

  return (
    <PublicFrame title={title} maxWidth={560}>
      <Tabs activeTab={tab} onChange={show} destroyOnHide>
        <Tabs.TabPane key="verify" title="保函查验">
          <Verification letterNo={letterNo} onCheck={(value) => setParams({ letter_no: value })} />
        </Tabs.TabPane>
        <Tabs.TabPane key={FILE_TAB} title="上传保函文件核验">
          <Suspense fallback={<Spin block />}>
            <LetterFileCheck />
          </Suspense>
        </Tabs.TabPane>
        <Tabs.TabPane key={CLAIM_TAB} title="申请理赔">
          <p style={{ marginTop: 0, color: '#4e5969' }}>
            保函受益人可凭保函编号和保函上印制的查验码在线提交索赔，无需登录。
          </p>
          <Suspense fallback={<Spin block />}>
            <ClaimFlow letterNo={letterNo} />
          </Suspense>
        </Tabs.TabPane>
      </Tabs>
    </PublicFrame>
  );
}
