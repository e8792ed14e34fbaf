// /sun_one?project_id=&product_id= (投保信息): who insures whom for how much — 投保人 the
// enterprise (read-only, from the session), 被保险人 the tender unit, 保险金额 the bid bond, the
// insurer's premium — and the contact the insurer reaches, checked by the contract's rules; 提交投保单
// (addPolicy) records the proposal unpaid and goes on to /sun_two to confirm and pay.
import { Button, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { insuranceAddPolicy, type Project, type RequestOf, type UserInfo } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import {
  Alert,
  DateTime,
  DetailSection,
  Money,
  QueryState,
  schemaRule,
  useIsMobile,
  useServerForm,
  Form,
} from '@bht/ui';
import { isMobile } from '@bht/validators';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api';
import { idParam } from '../letters/apply-steps';
import { isClosed } from '../letters/project-facts';
import { useProject } from '../letters/use-apply-queries';
import { InsuranceFrame } from './insurance-frame';
import { insurancePaths, InsureStep } from './insurance-paths';
import { MissingSelection } from './missing-selection';
import { useProducts, useRefreshPolicies, type InsuranceProduct } from './use-insurance-queries';

type ContactValues = Pick<RequestOf<typeof insuranceAddPolicy>, 'contact_name' | 'contact_mobile'>;

const rule = (field: keyof ContactValues) => schemaRule(insuranceAddPolicy.request.shape[field]);

function ProposalForm({ project, product }: { project: Project; product: InsuranceProduct }) {
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const refresh = useRefreshPolicies();
  const user = useSession<UserInfo>().userInfo;
  const [form] = Form.useForm<ContactValues>();
  const { submitting, message, onSubmit } = useServerForm(form, async (values) => {
    const policy = await api.call(
      insuranceAddPolicy,
      { project_id: project.id, product_id: product.id, ...values },
      { silent: true },
    );
    await refresh();
    navigate(insurancePaths.confirm(policy.sn));
  });
  const closed = isClosed(project);

  return (
    <>
      <DetailSection
        title="投保信息"
        columns={mobile ? 1 : 2}
        items={[
          { label: '保险公司', value: product.insurer_name },
          { label: '保险产品', value: product.name },
          { label: '投保人', value: user?.enterprise_auth?.name ?? '-' },
          { label: '被保险人', value: project.tender_unit },
          { label: '投标项目', value: project.name },
          { label: '项目编号', value: project.number },
          { label: '保险金额', value: <Money value={project.bid_bond_amount} /> },
          {
            label: '保费',
            value: (
              <strong style={{ color: '#F53F3F' }}>
                <Money value={product.premium} />
              </strong>
            ),
          },
          { label: '投标截止', value: <DateTime value={project.deadline} pattern="y-m-d h:i" /> },
        ]}
      />
      <p style={{ margin: '0 0 16px', color: 'var(--color-text-3)' }}>
        投保人为本企业（企业认证信息），被保险人为招标人，保险金额为项目的投标保证金，均不可修改。
      </p>
      {closed && (
        <Alert type="error" content="该项目已截止投标，不能再投保。" style={{ marginBottom: 16 }} />
      )}
      <Form<ContactValues>
        form={form}
        layout={mobile ? 'vertical' : 'horizontal'}
        labelCol={mobile ? undefined : { span: 4 }}
        wrapperCol={mobile ? undefined : { span: 12 }}
        initialValues={{
          contact_name: user?.name ?? '',
          contact_mobile: isMobile(user?.account) ? user?.account : '',
        }}
        onSubmit={(values) => void onSubmit(values)}
        aria-label="投保联系人"
      >
        <Form.Item
          label="联系人"
          field="contact_name"
          rules={[{ required: true, message: '请输入联系人' }, rule('contact_name')]}
        >
          <Input placeholder="保险公司联系的经办人姓名" maxLength={20} autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="联系手机"
          field="contact_mobile"
          rules={[{ required: true, message: '请输入联系手机' }, rule('contact_mobile')]}
        >
          <Input placeholder="11 位手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        {message && <Alert type="error" content={message} style={{ marginBottom: 16 }} />}
        <Form.Item wrapperCol={mobile ? undefined : { offset: 4, span: 20 }}>
          <Space
            size={12}
            direction={mobile ? 'vertical' : 'horizontal'}
            style={mobile ? { width: '100%' } : undefined}
          >
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              long={mobile}
              loading={submitting}
              disabled={closed}
            >
              提交投保单
            </Button>
            <Button
              size="large"
              long={mobile}
              onClick={() => void navigate(insurancePaths.products(project.id))}
            >
              重新选择产品
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </>
  );
}

function Proposal({ projectId, productId }: { projectId: number; productId: number }) {
  const navigate = useNavigate();
  const project = useProject(projectId);
  const products = useProducts(projectId, project.data?.bid_bond_amount);
  const product = products.data?.find((p) => p.id === productId);
  return (
    <QueryState query={project}>
      <QueryState query={products}>
        {project.data &&
          products.data &&
          (product ? (
            <ProposalForm project={project.data} product={product} />
          ) : (
            <Alert
              type="warning"
              title="该保险产品不可投保"
              content="保险公司已不再为该项目提供此产品，请重新选择。"
              action={
                <Button
                  size="small"
                  type="primary"
                  onClick={() => void navigate(insurancePaths.products(projectId))}
                >
                  重新选择产品
                </Button>
              }
            />
          ))}
      </QueryState>
    </QueryState>
  );
}

export default function SunOnePage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const projectId = idParam(params.get('project_id'));
  const productId = idParam(params.get('product_id'));
  return (
    <InsuranceFrame step={InsureStep.DETAILS} title={title}>
      {projectId !== null && productId !== null ? (
        <Proposal projectId={projectId} productId={productId} />
      ) : (
        <MissingSelection what="product" projectId={projectId} />
      )}
    </InsuranceFrame>
  );
}
