// /addorder/three 录入订单 · 确认提交: everything entered, once more, then /api/ensure_company/addOrder.
// Created, it names the order and its status (待支付, or past payment when the premium was
// received) and links to its detail; the draft then holds only that result, so a reload shows it
// rather than submitting again. Refused with field errors, it returns to the step holding the
// first one, where the form shows each on its field; other refusals (a live order for the same
// enterprise and project) show here.
import { Button, Descriptions, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  ApiError,
  companyAddOrder,
  companyGetOrderList,
  endpointQueryKey,
  LETTER_TYPE_TEXT,
  letterMachine,
  type RequestOf,
} from '@bht/api-client';
import { Alert, Money, ResultPage } from '@bht/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { orderDetailPath } from '../company-orders/order-paths';
import { stepOfField, useOrderEntryDraft, type OrderEntryDraft } from './order-entry-draft';
import { OrderEntryFrame } from './order-entry-frame';
import { ORDER_ENTRY_PATHS } from './order-entry-paths';

type Complete = OrderEntryDraft &
  Required<
    Pick<
      OrderEntryDraft,
      'credit_code' | 'project' | 'type' | 'contact_name' | 'contact_mobile' | 'premium' | 'paid'
    >
  >;
const isComplete = (d: OrderEntryDraft): d is Complete =>
  Boolean(
    d.credit_code &&
    d.enterprise !== undefined &&
    d.project &&
    d.type &&
    d.contact_name &&
    d.contact_mobile &&
    d.premium &&
    d.paid !== undefined,
  );

function request(d: Complete): RequestOf<typeof companyAddOrder> {
  const paper = letterMachine(d.type).delivery === 'mail';
  return {
    credit_code: d.credit_code,
    // A known enterprise keeps its registered name; only a new one sends the licence data.
    ...(d.enterprise
      ? {}
      : { enterprise_name: d.enterprise_name ?? '', legal_person: d.legal_person ?? '' }),
    contact_name: d.contact_name,
    contact_mobile: d.contact_mobile,
    project_id: d.project.id,
    type: d.type,
    premium: d.premium,
    paid: d.paid,
    ...(paper
      ? {
          receiver_name: d.receiver_name ?? '',
          receiver_mobile: d.receiver_mobile ?? '',
          receiver_address: d.receiver_address ?? '',
        }
      : {}),
    remark: d.remark ?? '',
  };
}

function Summary({ draft }: { draft: Complete }) {
  const paper = letterMachine(draft.type).delivery === 'mail';
  return (
    <Descriptions
      column={1}
      border
      labelStyle={{ width: 140 }}
      style={{ maxWidth: 760, marginBottom: 24 }}
      data={[
        {
          label: '投保企业',
          value: draft.enterprise
            ? draft.enterprise.name
            : `${draft.enterprise_name ?? ''}（新建企业）`,
        },
        { label: '统一社会信用代码', value: draft.credit_code },
        {
          label: '法定代表人',
          value: draft.enterprise ? draft.enterprise.legal_person : (draft.legal_person ?? ''),
        },
        { label: '保函类型', value: LETTER_TYPE_TEXT[draft.type] },
        { label: '投标项目', value: `${draft.project.name}（${draft.project.number}）` },
        { label: '保证金金额', value: <Money value={draft.project.bid_bond_amount} /> },
        { label: '保费', value: <Money value={draft.premium} /> },
        { label: '收款', value: draft.paid ? '已线下收款' : '未收款（订单进入待支付）' },
        { label: '联系人', value: `${draft.contact_name} ${draft.contact_mobile}` },
        ...(paper
          ? [
              {
                label: '收件信息',
                value: `${draft.receiver_name ?? ''} ${draft.receiver_mobile ?? ''} ${draft.receiver_address ?? ''}`,
              },
            ]
          : []),
        ...(draft.remark ? [{ label: '备注', value: draft.remark }] : []),
      ]}
    />
  );
}

export default function SubmitOrderPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { draft, update, replace } = useOrderEntryDraft();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (d: Complete) => api.call(companyAddOrder, request(d), { silent: true }),
    onSuccess: async (order) => {
      replace({ created: { sn: order.sn, status_text: order.status_text } });
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetOrderList) });
    },
    onError: (error: Error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      const named = Object.keys(fields);
      if (named.length === 0) return setRefusal(error.message);
      update({ errors: fields });
      navigate(ORDER_ENTRY_PATHS[Math.min(...named.map(stepOfField)) as 0 | 1]);
    },
  });

  if (draft.created) {
    const { sn, status_text } = draft.created;
    return (
      <OrderEntryFrame title={title} current={2}>
        <ResultPage
          status="success"
          title="订单已录入"
          description={`订单号 ${sn}，当前状态「${status_text}」。`}
          actions={
            <Space wrap>
              <Button type="primary" onClick={() => void navigate(orderDetailPath(sn))}>
                查看订单详情
              </Button>
              <Button
                onClick={() => {
                  replace({});
                  navigate(ORDER_ENTRY_PATHS[0]);
                }}
              >
                继续录入
              </Button>
            </Space>
          }
        />
      </OrderEntryFrame>
    );
  }
  if (!isComplete(draft))
    return (
      <Navigate
        to={
          draft.credit_code && draft.enterprise !== undefined
            ? ORDER_ENTRY_PATHS[1]
            : ORDER_ENTRY_PATHS[0]
        }
        replace
      />
    );

  return (
    <OrderEntryFrame title={title} current={2}>
      {refusal && <Alert type="error" content={refusal} style={{ marginBottom: 16 }} />}
      <Summary draft={draft} />
      <Space>
        <Button disabled={submit.isPending} onClick={() => void navigate(ORDER_ENTRY_PATHS[1])}>
          上一步
        </Button>
        <Button
          type="primary"
          loading={submit.isPending}
          onClick={() => {
            setRefusal(null);
            submit.mutate(draft);
          }}
        >
          提交录入
        </Button>
      </Space>
    </OrderEntryFrame>
  );
}
