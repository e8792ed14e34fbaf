// 我的保单 (/sun_insure?tab=policies): the enterprise's policies by status (全部, 待支付, 已承保,
// 已关闭), server paging, cards on phones; status and page live in the URL so reload and back keep
// them. A row opens the policy (/sun_three), an unpaid one also its payment (/sun_two).
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { POLICY_STATUS_TEXT, POLICY_STATUSES } from '@bht/api-client';
import { DateTime, DEFAULT_PAGE_SIZE, ListQueryTable, Money, type TableColumn } from '@bht/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { insurancePaths, type PolicyListQuery } from './insurance-paths';
import { PolicyStatusTag } from './policy-facts';
import { usePolicyList, type Policy, type PolicyStatus } from './use-insurance-queries';

const ALL = 'all';
const isStatus = (value: string | null): value is PolicyStatus =>
  (POLICY_STATUSES as readonly (string | null)[]).includes(value);

function RowActions({ policy }: { policy: Policy }) {
  const navigate = useNavigate();
  return (
    <Space size={4} wrap>
      <Button
        size="small"
        type="text"
        aria-label={`查看保单 ${policy.sn}`}
        onClick={() => void navigate(insurancePaths.policy(policy.sn))}
      >
        查看
      </Button>
      {policy.status === 'unpaid' && (
        <Button
          size="small"
          type="text"
          aria-label={`去支付 ${policy.sn}`}
          onClick={() => void navigate(insurancePaths.confirm(policy.sn))}
        >
          去支付
        </Button>
      )}
    </Space>
  );
}

const columns: TableColumn<Policy>[] = [
  { title: '投保单号', dataIndex: 'sn', width: 200 },
  { title: '投标项目', dataIndex: 'project_name', ellipsis: true },
  {
    title: '保险公司',
    dataIndex: 'insurer_name',
    width: 180,
    render: (_: string, policy) => `${policy.insurer_name} · ${policy.product_name}`,
  },
  {
    title: '保险金额',
    dataIndex: 'sum_insured',
    width: 140,
    align: 'right',
    render: (value: string) => <Money value={value} />,
  },
  {
    title: '保费',
    dataIndex: 'premium',
    width: 120,
    align: 'right',
    render: (value: string) => <Money value={value} />,
  },
  {
    title: '状态',
    dataIndex: 'status_text',
    width: 100,
    render: (_: string, policy) => <PolicyStatusTag policy={policy} />,
  },
  { title: '保单号', dataIndex: 'policy_no', width: 180 },
  {
    title: '投保时间',
    dataIndex: 'create_time',
    width: 170,
    render: (value: number) => <DateTime value={value} />,
  },
  {
    title: '操作',
    key: 'actions',
    width: 140,
    fixed: 'right',
    render: (_: unknown, policy: Policy) => <RowActions policy={policy} />,
  },
];

export function PolicyList() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = Number(params.get('limit')) || DEFAULT_PAGE_SIZE;
  const list = usePolicyList({ page, limit, ...(status ? { status } : {}) });

  // Status, page and size live in the URL (insurancePaths.policies drops what is empty).
  const go = (next: PolicyListQuery) => void navigate(insurancePaths.policies(next));
  const current: PolicyListQuery = { status, page, limit };

  return (
    <ListQueryTable<Policy>
      query={list}
      aria-label="我的保单"
      tabs={[
        { key: ALL, title: '全部' },
        ...POLICY_STATUSES.map((s) => ({ key: s, title: POLICY_STATUS_TEXT[s] })),
      ]}
      activeTab={status ?? ALL}
      onTabChange={(key) => go({ ...current, status: isStatus(key) ? key : undefined, page: 1 })}
      columns={columns}
      rowKey="sn"
      page={page}
      pageSize={limit}
      onPageChange={(nextPage, size) =>
        go({ status, page: size === limit ? nextPage : 1, limit: size })
      }
      emptyText={
        status ? `暂无${POLICY_STATUS_TEXT[status]}的保单` : '暂无保单，选择投标项目后即可投保'
      }
    />
  );
}
