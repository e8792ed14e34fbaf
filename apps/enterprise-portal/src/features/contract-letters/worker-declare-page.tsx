// /worker/declare 申报说明 (?project_id= for a new application, ?order_sn= to edit one not yet
// reviewed): the declaration — the project and its contract, the contract price (prefilled from the
// awarded contract), the wage share with the guaranteed amount computed live, the labour authority
// as beneficiary, the validity, optionally the contract. Every change is kept in the draft, so a
// reload resumes; 预览保函样本 continues at /worker/specimen.
import { Button, Divider, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Divider/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  workerGetLetterDetail,
  workerGetProjectDetail,
  type OrderDetail,
  type Project,
} from '@bht/api-client';
import {
  Alert,
  Money,
  QueryState,
  schemaRule,
  toUploadedItems,
  useIsMobile,
  type UploadedItem,
  Form,
} from '@bht/ui';
import {
  checkWageDeclaration,
  WORKER_WAGE_SHARE_MAX,
  WORKER_WAGE_SHARE_MIN,
} from '@bht/validators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { silentQueryOptions } from '../../app/silent-query';
import { idParam } from '../letters/apply-steps';
import {
  ApplicationFrame,
  AttachmentUpload,
  checkRule,
  formColumns,
  NotEditableNotice,
  StartOver,
  useContactDefaults,
  ValidityFields,
} from './application-fields';
import { ContractFacts, NoContractNotice } from './contract-facts';
import { workerPaths } from './contract-letter-paths';
import { defaultValidity } from './validity';
import { allows } from '../orders/order-family';
import {
  declarationField,
  draftAmount,
  readDraft,
  writeDraft,
  type WorkerDraft,
} from './worker-draft';

type DeclareValues = Pick<
  WorkerDraft,
  | 'contract_price'
  | 'wage_share'
  | 'beneficiary'
  | 'beneficiary_address'
  | 'valid_from'
  | 'valid_to'
> & { contract_file: UploadedItem[] };

function newDraft(
  project: Project,
  contact: { contact_name: string; contact_mobile: string },
): WorkerDraft {
  return {
    project_id: project.id,
    project_name: project.name,
    contract_price: project.contract?.price ?? '',
    wage_share: '',
    beneficiary: '',
    beneficiary_address: '',
    ...defaultValidity(project),
    contract_file: '',
    wording_request: '',
    ...contact,
    remark: '',
  };
}

function orderDraft(order: OrderDetail): WorkerDraft {
  const { terms, project } = order;
  const validity = defaultValidity(project);
  return {
    project_id: project.id,
    project_name: project.name,
    order_sn: order.sn,
    contract_price: terms?.contract_price ?? project.contract?.price ?? '',
    wage_share: terms?.wage_share ?? '',
    beneficiary: terms?.beneficiary ?? '',
    beneficiary_address: terms?.beneficiary_address ?? '',
    valid_from: order.valid_from ?? validity.valid_from,
    valid_to: order.valid_to ?? validity.valid_to,
    contract_file: terms?.contract_file ?? '',
    wording_request: terms?.wording_request ?? '',
    ensure_company_id: order.ensure_company_id,
    contact_name: order.contact_name,
    contact_mobile: order.contact_mobile,
    remark: order.remark,
  };
}

/** The stored draft when it is for this project (or order), else `fresh`, which becomes the draft. */
function resume(fresh: WorkerDraft): WorkerDraft {
  const stored = readDraft();
  const same =
    stored &&
    (fresh.order_sn
      ? stored.order_sn === fresh.order_sn
      : !stored.order_sn && stored.project_id === fresh.project_id);
  const draft = same ? stored : fresh;
  writeDraft(draft);
  return draft;
}

function DeclarationForm({ project, start }: { project: Project; start: WorkerDraft }) {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const [form] = Form.useForm<DeclareValues>();
  const [draft, setDraft] = useState(() => resume(start));
  const amount = draftAmount(draft);
  const completionDate = project.contract?.completion_date ?? null;

  const keep = (_: Partial<DeclareValues>, values: Partial<DeclareValues>) => {
    const { contract_file, ...rest } = values;
    const next = { ...draft, ...rest, contract_file: contract_file?.[0]?.url ?? '' };
    writeDraft(next);
    setDraft(next);
  };
  const declaration = (field: 'contract_price' | 'wage_share') =>
    checkRule(
      () =>
        checkWageDeclaration(
          String(form.getFieldValue('contract_price') ?? ''),
          String(form.getFieldValue('wage_share') ?? ''),
        ),
      field,
    );
  const twoColumns = formColumns(mobile);

  return (
    <Form<DeclareValues>
      form={form}
      layout="vertical"
      size={mobile ? 'large' : 'default'}
      initialValues={{ ...draft, contract_file: toUploadedItems([draft.contract_file]) }}
      onValuesChange={keep}
      onSubmit={() => void navigate(workerPaths.specimen)}
      scrollToFirstError
    >
      <Divider orientation="left">工资保证金额</Divider>
      <div style={twoColumns}>
        <Form.Item
          label="合同价（元）"
          field="contract_price"
          extra="默认取中标合同价"
          rules={[{ required: true, message: '请输入合同价' }, declaration('contract_price')]}
        >
          <Input inputMode="decimal" maxLength={15} />
        </Form.Item>
        <Form.Item
          label="工资保证比例（%）"
          field="wage_share"
          extra={`${WORKER_WAGE_SHARE_MIN}% 至 ${WORKER_WAGE_SHARE_MAX}%`}
          rules={[{ required: true, message: '请输入工资保证比例' }, declaration('wage_share')]}
        >
          <Input inputMode="decimal" maxLength={5} placeholder="如 3" suffix="%" />
        </Form.Item>
      </div>
      <div aria-live="polite" style={{ margin: '0 0 16px', color: '#4e5969' }}>
        担保金额（合同价 × 比例）：
        {amount ? (
          <strong style={{ color: '#F53F3F', fontSize: 18 }}>
            <Money value={amount} />
          </strong>
        ) : (
          '填写合同价和比例后自动计算'
        )}
      </div>

      <Divider orientation="left">受益人（劳动保障部门）</Divider>
      <div style={twoColumns}>
        <Form.Item
          label="受益人名称"
          field="beneficiary"
          rules={[
            { required: true, message: '请输入受益人（劳动保障部门）名称' },
            schemaRule(declarationField('beneficiary')),
          ]}
        >
          <Input placeholder="如 南京市江北新区人力资源和社会保障局" maxLength={120} />
        </Form.Item>
        <Form.Item
          label="受益人地址"
          field="beneficiary_address"
          rules={[schemaRule(declarationField('beneficiary_address'))]}
        >
          <Input placeholder="选填" maxLength={200} />
        </Form.Item>
      </div>

      <Divider orientation="left">保函有效期</Divider>
      <ValidityFields form={form} completionDate={completionDate} mobile={mobile} />

      <Form.Item label="施工合同（选填）" field="contract_file">
        <AttachmentUpload label="上传施工合同" />
      </Form.Item>

      <Space
        size={12}
        direction={mobile ? 'vertical' : 'horizontal'}
        style={mobile ? { width: '100%' } : undefined}
      >
        <Button type="primary" size="large" long={mobile} htmlType="submit">
          预览保函样本
        </Button>
        <Button
          size="large"
          long={mobile}
          onClick={() =>
            void navigate(
              draft.order_sn ? workerPaths.myLetters(draft.order_sn) : workerPaths.projects,
            )
          }
        >
          {draft.order_sn ? '返回订单' : '返回项目列表'}
        </Button>
      </Space>
    </Form>
  );
}

function Declaration({ project, order }: { project: Project; order?: OrderDetail }) {
  const contact = useContactDefaults();
  if (!project.contract) return <NoContractNotice />;
  if (order && !allows(order.type, 'edit', order.status))
    return <NotEditableNotice order={order} paths={workerPaths} />;
  return (
    <>
      {order && (
        <Alert
          type="info"
          content={`正在修改申请 ${order.sn}，保存后需重新签署委托担保合同。`}
          style={{ marginBottom: 16 }}
        />
      )}
      <ContractFacts project={project} />
      <DeclarationForm
        project={project}
        start={order ? orderDraft(order) : newDraft(project, contact)}
      />
    </>
  );
}

function NewDeclaration({ projectId }: { projectId: number }) {
  const project = useQuery(silentQueryOptions(workerGetProjectDetail, { id: projectId }));
  return (
    <QueryState query={project}>
      {project.data && <Declaration project={project.data} />}
    </QueryState>
  );
}

function EditDeclaration({ orderSn }: { orderSn: string }) {
  const order = useQuery(silentQueryOptions(workerGetLetterDetail, { order_sn: orderSn }));
  return (
    <QueryState query={order}>
      {order.data && <Declaration project={order.data.project} order={order.data} />}
    </QueryState>
  );
}

export default function WorkerDeclarePage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const orderSn = params.get('order_sn')?.trim() ?? '';
  const projectId = idParam(params.get('project_id'));
  return (
    <ApplicationFrame title={orderSn ? '修改农民工工资保函申报' : title}>
      {orderSn ? (
        <EditDeclaration orderSn={orderSn} />
      ) : projectId !== null ? (
        <NewDeclaration projectId={projectId} />
      ) : (
        <StartOver paths={workerPaths} />
      )}
    </ApplicationFrame>
  );
}
