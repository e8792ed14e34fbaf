// /applyhonour 申请履约保函: ?project_id= applies for an awarded project, ?order_sn= edits an
// application not yet reviewed (editLetter GET reads it, POST replaces it). The form: the contract
// facts, the guaranteed amount within the allowed share of the contract price, the guarantor with
// the live premium quote, the validity, the employer (发包人) as beneficiary, the contract and the
// bid-winning notice, the contact. Submitting continues at confirm-and-sign (/affirm).
import { Button, Divider, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Divider/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  endpointQueryKey,
  performanceAddLetter,
  performanceApplicationSchema,
  performanceEditLetter,
  performanceGetEnsureCompany,
  performanceGetLetterDetail,
  performanceGetLetterList,
  performanceGetPrice,
  performanceGetProjectDetail,
  type OrderDetail,
  type Project,
  type RequestOf,
} from '@bht/api-client';
import {
  Alert,
  QueryState,
  schemaRule,
  toUploadedItems,
  useIsMobile,
  useServerForm,
  type UploadedItem,
  Form,
} from '@bht/ui';
import {
  checkPerformanceAmount,
  formatMoney,
  PERFORMANCE_MAX_SHARE,
  performanceMaxAmount,
} from '@bht/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api';
import { silentQueryOptions } from '../../app/silent-query';
import { idParam } from '../letters/apply-steps';
import {
  ApplicationFrame,
  AttachmentUpload,
  checkRule,
  ContactFields,
  formColumns,
  NotEditableNotice,
  StartOver,
  useContactDefaults,
  ValidityFields,
} from './application-fields';
import { ContractFacts, NoContractNotice } from './contract-facts';
import { performancePaths } from './contract-letter-paths';
import {
  GuarantorChoice,
  QuoteLine,
  useContractOffers,
  useDebounced,
  usePremiumQuote,
} from './guarantor-quote';
import { defaultValidity } from './validity';
import { allows } from '../orders/order-family';

type Application = RequestOf<typeof performanceAddLetter>;
export type PerformanceValues = Omit<
  Application,
  'project_id' | 'contract_file' | 'award_notice_file'
> & {
  contract_file: UploadedItem[];
  award_notice_file: UploadedItem[];
};

const fieldRule = (field: keyof typeof performanceApplicationSchema.shape) =>
  schemaRule(performanceApplicationSchema.shape[field]);

/** What a new application starts with: the project's employer, the default validity, the session's contact. */
function newValues(
  project: Project,
  contact: { contact_name: string; contact_mobile: string },
): Partial<PerformanceValues> {
  return {
    ...defaultValidity(project),
    ...contact,
    beneficiary: project.contract?.employer ?? '',
    beneficiary_credit_code: '',
    beneficiary_address: '',
    remark: '',
    contract_file: [],
    award_notice_file: [],
  };
}

/** What an application under edit holds, as applied. */
function editValues(order: OrderDetail): Partial<PerformanceValues> {
  const terms = order.terms;
  const validity = defaultValidity(order.project);
  return {
    contact_name: order.contact_name,
    contact_mobile: order.contact_mobile,
    amount: order.bid_bond_amount,
    ensure_company_id: order.ensure_company_id,
    valid_from: order.valid_from ?? validity.valid_from,
    valid_to: order.valid_to ?? validity.valid_to,
    beneficiary: terms?.beneficiary ?? order.project.contract?.employer ?? '',
    beneficiary_credit_code: terms?.beneficiary_credit_code ?? '',
    beneficiary_address: terms?.beneficiary_address ?? '',
    remark: order.remark,
    contract_file: toUploadedItems([terms?.contract_file ?? '']),
    award_notice_file: toUploadedItems([terms?.award_notice_file ?? '']),
  };
}

function PerformanceForm({
  project,
  initialValues,
  orderSn,
}: {
  project: Project;
  initialValues: Partial<PerformanceValues>;
  orderSn?: string;
}) {
  const mobile = useIsMobile();
  const layout = mobile ? 'mobile' : 'desktop';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PerformanceValues>();
  const contractPrice = project.contract!.price;
  const completionDate = project.contract!.completion_date;

  const amount = (
    (Form.useWatch('amount', form) as string | undefined) ??
    initialValues.amount ??
    ''
  ).trim();
  const companyId =
    (Form.useWatch('ensure_company_id', form) as number | undefined) ??
    initialValues.ensure_company_id;
  const validAmount =
    amount && Object.keys(checkPerformanceAmount(amount, contractPrice)).length === 0
      ? amount
      : null;
  const settled = useDebounced({ amount: validAmount, companyId: companyId ?? null });
  const offers = useContractOffers(performanceGetEnsureCompany, settled.amount);
  const quote = usePremiumQuote(
    performanceGetPrice,
    settled.amount && settled.companyId
      ? { ensure_company_id: settled.companyId, amount: settled.amount }
      : null,
  );

  const { submitting, message, onSubmit } = useServerForm(form, async (values) => {
    const application: Application = {
      ...values,
      project_id: project.id,
      contract_file: values.contract_file[0]?.url ?? '',
      award_notice_file: values.award_notice_file[0]?.url ?? '',
    };
    const sn = orderSn
      ? (
          await api.call(
            performanceEditLetter,
            { ...application, order_sn: orderSn },
            { silent: true },
          )
        ).sn
      : (await api.call(performanceAddLetter, application, { silent: true })).order_sn;
    navigate(performancePaths.confirm(sn));
    // After leaving: this page's own read of the application is not refetched on the way out.
    for (const endpoint of [
      performanceGetLetterList,
      performanceGetLetterDetail,
      performanceEditLetter,
    ])
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) });
  });

  const twoColumns = formColumns(mobile);
  return (
    <Form<PerformanceValues>
      form={form}
      layout="vertical"
      size={mobile ? 'large' : 'default'}
      initialValues={initialValues}
      onSubmit={(values) => void onSubmit(values)}
      scrollToFirstError
    >
      <Divider orientation="left">担保金额与担保机构</Divider>
      <Form.Item
        label="担保金额（元）"
        field="amount"
        extra={`不超过合同价的 ${PERFORMANCE_MAX_SHARE}%，最高 ¥${formatMoney(performanceMaxAmount(contractPrice))}`}
        rules={[
          { required: true, message: '请输入担保金额' },
          checkRule((value) => checkPerformanceAmount(value, contractPrice), 'amount'),
        ]}
      >
        <Input
          placeholder={`如 ${performanceMaxAmount(contractPrice)}`}
          inputMode="decimal"
          maxLength={15}
          style={{ maxWidth: mobile ? undefined : 320 }}
        />
      </Form.Item>
      <Form.Item
        label="担保机构"
        field="ensure_company_id"
        rules={[{ required: true, message: '请选择担保机构' }]}
      >
        <GuarantorChoice offers={offers} layout={layout} />
      </Form.Item>
      <div style={{ marginBottom: 16 }}>
        <QuoteLine
          quote={quote}
          pending={
            !validAmount ? '填写担保金额后显示保费' : !companyId ? '选择担保机构后显示保费' : null
          }
        />
      </div>

      <Divider orientation="left">保函有效期</Divider>
      <ValidityFields form={form} completionDate={completionDate} mobile={mobile} />

      <Divider orientation="left">受益人（发包人）</Divider>
      <Form.Item
        label="发包人名称"
        field="beneficiary"
        rules={[
          { required: true, message: '请输入发包人（受益人）名称' },
          fieldRule('beneficiary'),
        ]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <div style={twoColumns}>
        <Form.Item
          label="统一社会信用代码"
          field="beneficiary_credit_code"
          rules={[fieldRule('beneficiary_credit_code')]}
        >
          <Input placeholder="选填，18 位" maxLength={18} />
        </Form.Item>
        <Form.Item
          label="发包人地址"
          field="beneficiary_address"
          rules={[fieldRule('beneficiary_address')]}
        >
          <Input placeholder="选填" maxLength={200} />
        </Form.Item>
      </div>

      <Divider orientation="left">附件</Divider>
      <div style={twoColumns}>
        <Form.Item
          label="施工合同"
          field="contract_file"
          rules={[{ required: true, type: 'array', minLength: 1, message: '请上传施工合同' }]}
        >
          <AttachmentUpload label="上传施工合同" />
        </Form.Item>
        <Form.Item
          label="中标通知书"
          field="award_notice_file"
          rules={[{ required: true, type: 'array', minLength: 1, message: '请上传中标通知书' }]}
        >
          <AttachmentUpload label="上传中标通知书" />
        </Form.Item>
      </div>

      <Divider orientation="left">联系人</Divider>
      <ContactFields mobile={mobile} rules={performanceApplicationSchema.shape} />
      <Form.Item label="备注" field="remark" rules={[fieldRule('remark')]}>
        <Input.TextArea
          placeholder="选填"
          maxLength={200}
          showWordLimit
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Form.Item>

      {message && <Alert type="error" content={message} style={{ marginBottom: 16 }} />}
      <Space
        size={12}
        direction={mobile ? 'vertical' : 'horizontal'}
        style={mobile ? { width: '100%' } : undefined}
      >
        <Button type="primary" size="large" long={mobile} htmlType="submit" loading={submitting}>
          {orderSn ? '保存修改，去确认签约' : '下一步：确认并签约'}
        </Button>
        <Button
          size="large"
          long={mobile}
          onClick={() =>
            void navigate(orderSn ? performancePaths.myLetters(orderSn) : performancePaths.projects)
          }
        >
          {orderSn ? '返回订单' : '返回项目列表'}
        </Button>
      </Space>
    </Form>
  );
}

function Application({ project, order }: { project: Project; order?: OrderDetail }) {
  const contact = useContactDefaults();
  if (!project.contract) return <NoContractNotice />;
  if (order && !allows(order.type, 'edit', order.status))
    return <NotEditableNotice order={order} paths={performancePaths} />;
  return (
    <>
      <ContractFacts project={project} />
      <PerformanceForm
        project={project}
        orderSn={order?.sn}
        initialValues={order ? editValues(order) : newValues(project, contact)}
      />
    </>
  );
}

function NewApplication({ projectId }: { projectId: number }) {
  const project = useQuery(silentQueryOptions(performanceGetProjectDetail, { id: projectId }));
  return (
    <QueryState query={project}>
      {project.data && <Application project={project.data} />}
    </QueryState>
  );
}

function EditApplication({ orderSn }: { orderSn: string }) {
  const order = useQuery({
    queryKey: endpointQueryKey(performanceEditLetter, { order_sn: orderSn }),
    queryFn: ({ signal }) =>
      api.call(
        performanceEditLetter,
        { order_sn: orderSn },
        { silent: true, signal, method: 'GET' },
      ),
  });
  return (
    <QueryState query={order}>
      {order.data && <Application project={order.data.project} order={order.data} />}
    </QueryState>
  );
}

export default function PerformanceFormPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const orderSn = params.get('order_sn')?.trim() ?? '';
  const projectId = idParam(params.get('project_id'));
  return (
    <ApplicationFrame title={orderSn ? '修改履约保函申请' : title}>
      {orderSn ? (
        <EditApplication orderSn={orderSn} />
      ) : projectId !== null ? (
        <NewApplication projectId={projectId} />
      ) : (
        <StartOver paths={performancePaths} />
      )}
    </ApplicationFrame>
  );
}
