// /worker/specimen 保函样本: the letter the draft declaration produces, rendered by the server's
// letter generator and watermarked 样本 (worker_letter/getSpecimen): its paragraphs, the PDF in place
// and to download. The letter names its guarantor, so the guarantor is chosen here (kept in the
// draft, changeable again at /applyworker). 申请定制条款 asks for another wording; 确认样本，去申请
// continues at /applyworker.
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { workerGetEnsureCompany, workerGetSpecimen, type ResponseOf } from '@bht/api-client';
import { Alert, DetailSection, Form, NativeSelect, QueryState, useIsMobile } from '@bht/ui';
import { formatMoney } from '@bht/validators';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { silentQueryOptions } from '../../app/silent-query';
import { ApplicationFrame } from './application-fields';
import { workerPaths } from './contract-letter-paths';
import { useContractOffers } from './guarantor-quote';
import { draftAmount, specimenRequest, useWorkerDraft, type WorkerDraft } from './worker-draft';
import { NoDraft } from './worker-frame';

type Specimen = ResponseOf<typeof workerGetSpecimen>;

/** Back to the declaration the draft came from. */
export const declarePath = (draft: WorkerDraft) =>
  workerPaths.form(draft.order_sn ? { orderSn: draft.order_sn } : { projectId: draft.project_id });

/** The specimen PDF as an object URL (browsers show a blob: PDF inline and download it by name), made by the effect so StrictMode's re-run makes a fresh one; revoked when it changes or the page goes. */
function usePdfUrl(base64: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(
      new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], {
        type: 'application/pdf',
      }),
    );
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [base64]);
  return url;
}

function SpecimenView({ specimen, mobile }: { specimen: Specimen; mobile: boolean }) {
  const href = usePdfUrl(specimen.pdf_base64);
  return (
    <>
      <DetailSection
        title="保函样本（样本，不具法律效力）"
        columns={1}
        extra={
          href && (
            <a href={href} download={specimen.file_name}>
              下载样本 PDF
            </a>
          )
        }
        items={[
          {
            label: '样本正文',
            value: (
              <div data-testid="specimen-text">
                {specimen.paragraphs.map((p, i) => (
                  <p key={i} style={{ margin: '0 0 8px', lineHeight: 1.8 }}>
                    {p}
                  </p>
                ))}
              </div>
            ),
          },
        ]}
      />
      {!mobile && href && (
        <iframe
          title="保函样本 PDF"
          src={href}
          style={{
            width: '100%',
            height: 720,
            border: '1px solid #e5e6eb',
            borderRadius: 4,
            marginBottom: 16,
          }}
        />
      )}
    </>
  );
}

function SpecimenBody({
  draft,
  update,
}: {
  draft: WorkerDraft;
  update: (changes: Partial<WorkerDraft>) => void;
}) {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const amount = draftAmount(draft);
  const offers = useContractOffers(workerGetEnsureCompany, amount);
  const companyId = draft.ensure_company_id;
  const specimen = useQuery({
    ...silentQueryOptions(
      workerGetSpecimen,
      specimenRequest({ ...draft, ensure_company_id: companyId ?? 0 }),
    ),
    enabled: companyId !== undefined,
  });

  return (
    <>
      <Form layout={mobile ? 'vertical' : 'inline'} style={{ marginBottom: 16 }}>
        <Form.Item label="担保机构">
          <NativeSelect
            style={{ width: mobile ? '100%' : 420 }}
            size={mobile ? 'large' : 'default'}
            aria-label="担保机构"
            placeholder={offers.isPending ? '正在加载担保机构…' : '请选择出具保函的担保机构'}
            value={companyId === undefined ? '' : String(companyId)}
            onChange={(id) => update({ ensure_company_id: id === '' ? undefined : Number(id) })}
            options={(offers.data ?? []).map((offer) => ({
              value: String(offer.id),
              label: `${offer.name}（保费 ¥${formatMoney(offer.premium)}）`,
            }))}
          />
        </Form.Item>
      </Form>
      {draft.wording_request && (
        <Alert
          type="info"
          title="已申请定制条款"
          content={draft.wording_request}
          style={{ marginBottom: 16 }}
        />
      )}
      {companyId === undefined ? (
        <Alert
          type="info"
          content="请选择担保机构，样本将按所选担保机构生成。"
          style={{ marginBottom: 16 }}
        />
      ) : specimen.error ? (
        <Alert
          type="error"
          content={`样本生成失败：${specimen.error.message}`}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={() => void navigate(declarePath(draft))}>
              返回修改申报
            </Button>
          }
        />
      ) : (
        <QueryState query={specimen}>
          {specimen.data && <SpecimenView specimen={specimen.data} mobile={mobile} />}
        </QueryState>
      )}
      <Space
        size={12}
        direction={mobile ? 'vertical' : 'horizontal'}
        style={mobile ? { width: '100%' } : undefined}
      >
        <Button
          type="primary"
          size="large"
          long={mobile}
          disabled={!specimen.data}
          onClick={() => void navigate(workerPaths.apply)}
        >
          确认样本，去申请
        </Button>
        <Button size="large" long={mobile} onClick={() => void navigate(workerPaths.applySpecimen)}>
          申请定制条款
        </Button>
        <Button size="large" long={mobile} onClick={() => void navigate(declarePath(draft))}>
          返回修改申报
        </Button>
      </Space>
    </>
  );
}

export default function WorkerSpecimenPage({ title }: { title: string }) {
  const [draft, update] = useWorkerDraft();
  return (
    <ApplicationFrame title={title}>
      {draft ? <SpecimenBody draft={draft} update={update} /> : <NoDraft />}
    </ApplicationFrame>
  );
}
