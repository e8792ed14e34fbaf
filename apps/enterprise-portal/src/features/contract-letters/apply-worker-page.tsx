// /applyworker 申请农民工工资保函: the draft declaration summarised, the guarantor with the live
// premium quote (worker getEnsureCompany for the amount, getPrice for the choice), the contact;
// 提交申请 sends the whole declaration (addLetter, or editLetter for an application under edit),
// clears the draft and continues at confirm-and-sign (/makesure). Errors on fields of the
// declaration, which this page does not show, come back as the message with 返回修改申报.
import { Button, Divider, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Divider/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  endpointQueryKey,
  workerAddLetter,
  workerDeclarationSchema,
  workerEditLetter,
  workerGetEnsureCompany,
  workerGetLetterDetail,
  workerGetLetterList,
  workerGetPrice,
} from '@bht/api-client';
import { Alert, DetailSection, Money, schemaRule, useIsMobile, useServerForm, Form } from '@bht/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { ApplicationFrame, ContactFields } from './application-fields';
import { workerPaths } from './contract-letter-paths';
import {
  GuarantorChoice,
  QuoteLine,
  useContractOffers,
  useDebounced,
  usePremiumQuote,
} from './guarantor-quote';
import {
  clearDraft,
  declarationRequest,
  draftAmount,
  useWorkerDraft,
  type WorkerDraft,
} from './worker-draft';
import { NoDraft } from './worker-frame';
import { declarePath } from './worker-specimen-page';

type ApplyValues = Pick<
  WorkerDraft,
  'ensure_company_id' | 'contact_name' | 'contact_mobile' | 'remark'
>;

function DraftSummary({ draft, amount }: { draft: WorkerDraft; amount: string | null }) {
  return (
    <DetailSection
      title="申报信息"
      items={[
        { label: '项目', value: draft.project_name },
        { label: '合同价', value: <Money value={draft.contract_price} /> },
        { label: '工资保证比例', value: `${draft.wage_share}%` },
        { label: '担保金额', value: amount ? <Money value={amount} /> : null },
        { label: '受益人', value: draft.beneficiary },
        { label: '受益人地址', value: draft.beneficiary_address || null },
        { label: '保函有效期', value: `${draft.valid_from} 至 ${draft.valid_to}` },
        {
          label: '保函文本',
          value: draft.wording_request ? `申请定制：${draft.wording_request}` : '标准样本',
        },
      ]}
    />
  );
}

function ApplyForm({
  draft,
  update,
}: {
  draft: WorkerDraft;
  update: (changes: Partial<WorkerDraft>) => void;
}) {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApplyValues>();
  const amount = draftAmount(draft);
  const companyId =
    (Form.useWatch('ensure_company_id', form) as number | undefined) ?? draft.ensure_company_id;
  const offers = useContractOffers(workerGetEnsureCompany, amount);
  const settled = useDebounced(companyId ?? null);
  const quote = usePremiumQuote(
    workerGetPrice,
    settled && amount
      ? {
          ensure_company_id: settled,
          contract_price: draft.contract_price,
          wage_share: draft.wage_share,
        }
      : null,
  );

  const { submitting, message, onSubmit } = useServerForm(form, async (values) => {
    const application = declarationRequest({
      ...draft,
      ...values,
      ensure_company_id: values.ensure_company_id!,
    });
    const sn = draft.order_sn
      ? (
          await api.call(
            workerEditLetter,
            { ...application, order_sn: draft.order_sn },
            { silent: true },
          )
        ).sn
      : (await api.call(workerAddLetter, application, { silent: true })).order_sn;
    clearDraft();
    navigate(workerPaths.confirm(sn));
    for (const endpoint of [workerGetLetterList, workerGetLetterDetail])
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) });
  });

  return (
    <Form<ApplyValues>
      form={form}
      layout="vertical"
      size={mobile ? 'large' : 'default'}
      initialValues={{
        ensure_company_id: draft.ensure_company_id,
        contact_name: draft.contact_name,
        contact_mobile: draft.contact_mobile,
        remark: draft.remark,
      }}
      onValuesChange={(_, values) => update(values)}
      onSubmit={(values) => void onSubmit(values)}
      scrollToFirstError
    >
      <Divider orientation="left">担保机构</Divider>
      <Form.Item
        label="担保机构"
        field="ensure_company_id"
        rules={[{ required: true, message: '请选择担保机构' }]}
      >
        <GuarantorChoice offers={offers} layout={mobile ? 'mobile' : 'desktop'} />
      </Form.Item>
      <div style={{ marginBottom: 16 }}>
        <QuoteLine
          quote={quote}
          pending={
            !amount
              ? '申报的合同价或比例不正确，请返回修改申报'
              : !companyId
                ? '选择担保机构后显示保费'
                : null
          }
        />
      </div>
      <Divider orientation="left">联系人</Divider>
      <ContactFields mobile={mobile} rules={workerDeclarationSchema.shape} />
      <Form.Item
        label="备注"
        field="remark"
        rules={[schemaRule(workerDeclarationSchema.shape.remark)]}
      >
        <Input.TextArea
          placeholder="选填"
          maxLength={200}
          showWordLimit
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Form.Item>
      {message && (
        <Alert
          type="error"
          content={message}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={() => void navigate(declarePath(draft))}>
              返回修改申报
            </Button>
          }
        />
      )}
      <Space
        size={12}
        direction={mobile ? 'vertical' : 'horizontal'}
        style={mobile ? { width: '100%' } : undefined}
      >
        <Button type="primary" size="large" long={mobile} htmlType="submit" loading={submitting}>
          {draft.order_sn ? '保存修改，去确认签约' : '提交申请，去确认签约'}
        </Button>
        <Button size="large" long={mobile} onClick={() => void navigate(workerPaths.specimen)}>
          返回保函样本
        </Button>
      </Space>
    </Form>
  );
}

export default function ApplyWorkerPage({ title }: { title: string }) {
  const [draft, update] = useWorkerDraft();
  return (
    <ApplicationFrame title={draft?.order_sn ? '修改农民工工资保函申请' : title}>
      {draft ? (
        <>
          <DraftSummary draft={draft} amount={draftAmount(draft)} />
          <ApplyForm draft={draft} update={update} />
        </>
      ) : (
        <NoDraft />
      )}
    </ApplicationFrame>
  );
}
