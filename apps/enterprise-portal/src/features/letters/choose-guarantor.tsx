// Step 2 (/apply/form/two, min-two): choose the guarantor (premium computed by the server for this
// project), the contact and a remark; 下一步 creates the order (Letter/add, status 0) and continues
// at the contract with the order number in the URL. The chosen company stays in the URL too.
import { Button, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { addLetter, endpointQueryKey, type UserInfo } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { Alert, Money, QueryState, schemaRule, useServerForm, Form } from '@bht/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApplyFrame } from './apply-frame';
import { useApplyFlow, type ApplyBase, type LetterValues } from './apply-flow';
import { ApplyStep, idParam, type ApplyLayout } from './apply-steps';
import { GuarantorFilters } from './guarantor-filters';
import { GuarantorOptions } from './guarantor-options';
import { MissingParam } from './missing-param';
import { PendingOrderNotice } from './pending-order-notice';
import { CLOSED_MESSAGE, isClosed, ProjectFacts } from './project-facts';
import type { GuarantorFilter } from './use-apply-queries';

const fieldRule = (field: keyof LetterValues) => schemaRule(addLetter.request.shape[field]);

function LetterForm({
  projectId,
  base,
  layout,
}: {
  projectId: number;
  base: ApplyBase;
  layout: ApplyLayout;
}) {
  const flow = useApplyFlow();
  const { paths, ExtraFields } = flow;
  const mobile = layout === 'mobile';
  const [form] = Form.useForm<LetterValues>();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<GuarantorFilter>({});
  const offers = flow.useOffers(projectId, filter);
  const accountName = useSession<UserInfo>().userInfo?.name ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companyId = Form.useWatch('ensure_company_id', form) as number | undefined;
  const chosen = offers.data?.find((o) => o.id === companyId);

  const {
    submitting,
    message: error,
    onSubmit,
  } = useServerForm(form, async (values) => {
    const order = await flow.create(values, projectId);
    // The project now has an unfinished order, and the order lists one more row.
    for (const endpoint of flow.created)
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) });
    navigate(paths.contract(order.order_sn));
  });

  // The choice is kept in the URL, so a reload or another device keeps it.
  const keepChoice = (changed: Partial<LetterValues>) => {
    if (changed.ensure_company_id === undefined) return;
    setParams(
      (p) => {
        p.set('company_id', String(changed.ensure_company_id));
        return p;
      },
      { replace: true },
    );
  };

  return (
    <Form<LetterValues>
      form={form}
      layout="vertical"
      size={mobile ? 'large' : 'default'}
      initialValues={{
        ensure_company_id: idParam(params.get('company_id')) ?? undefined,
        contact_name: accountName,
        contact_mobile: base.enterprise.contact_mobile,
        remark: '',
      }}
      onValuesChange={keepChoice}
      onSubmit={(values) => void onSubmit(values)}
    >
      {flow.filterable && <GuarantorFilters value={filter} onChange={setFilter} layout={layout} />}
      <QueryState query={offers}>
        <Form.Item
          label="担保机构"
          field="ensure_company_id"
          rules={[{ required: true, message: '请选择担保机构' }]}
        >
          <GuarantorOptions offers={offers.data ?? []} layout={layout} />
        </Form.Item>
      </QueryState>
      <div
        style={{ display: 'grid', gridTemplateColumns: mobile ? '1fr' : '1fr 1fr', columnGap: 16 }}
      >
        <Form.Item
          label="联系人"
          field="contact_name"
          rules={[{ required: true, message: '请输入联系人' }, fieldRule('contact_name')]}
        >
          <Input placeholder="经办人姓名" maxLength={20} autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="联系手机"
          field="contact_mobile"
          rules={[{ required: true, message: '请输入联系手机' }, fieldRule('contact_mobile')]}
        >
          <Input placeholder="11 位手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
        </Form.Item>
      </div>
      {ExtraFields && <ExtraFields layout={layout} />}
      <Form.Item label="备注" field="remark" rules={[fieldRule('remark')]}>
        <Input.TextArea
          placeholder="选填，如对保函的特殊说明"
          maxLength={200}
          showWordLimit
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Form.Item>
      {error && <Alert type="error" content={error} style={{ marginBottom: 16 }} />}
      <Space
        direction={mobile ? 'vertical' : 'horizontal'}
        size={12}
        style={{ width: '100%', justifyContent: mobile ? undefined : 'space-between' }}
      >
        <span aria-live="polite" style={{ color: '#4e5969' }}>
          {chosen ? (
            <>
              已选 {chosen.name}，保费{' '}
              <strong style={{ color: '#F53F3F' }}>
                <Money value={chosen.premium} />
              </strong>
            </>
          ) : companyId ? (
            '已选的担保机构不在当前筛选结果中'
          ) : (
            '请选择担保机构'
          )}
        </span>
        <Space
          size={12}
          style={
            mobile ? { width: '100%', display: 'grid', gridTemplateColumns: '1fr 2fr' } : undefined
          }
        >
          <Button size="large" onClick={() => void navigate(paths.project(projectId))}>
            上一步
          </Button>
          <Button type="primary" size="large" htmlType="submit" loading={submitting}>
            下一步：签署合同
          </Button>
        </Space>
      </Space>
    </Form>
  );
}

export function ChooseGuarantor({ title, layout }: { title: string; layout: ApplyLayout }) {
  const [params] = useSearchParams();
  const projectId = idParam(params.get('id'));
  const base = useApplyFlow().useBase(projectId ?? 0, undefined, projectId !== null);
  const project = base.data?.project;
  return (
    <ApplyFrame step={ApplyStep.GUARANTOR} title={title} layout={layout}>
      {projectId === null ? (
        <MissingParam what="project" />
      ) : (
        <QueryState query={base}>
          {base.data && !project && (
            <Alert type="error" content="该项目不存在或已下架，请重新选择投标项目。" />
          )}
          {base.data && project && (
            <>
              <ProjectFacts project={project} layout={layout} />
              {base.data.pending_order_sn ? (
                <PendingOrderNotice
                  orderSn={base.data.pending_order_sn}
                  large={layout === 'mobile'}
                />
              ) : isClosed(project) ? (
                <Alert type="error" content={CLOSED_MESSAGE} />
              ) : (
                <LetterForm projectId={projectId} base={base.data} layout={layout} />
              )}
            </>
          )}
        </QueryState>
      )}
    </ApplyFrame>
  );
}
