// /demage/index 理赔记录: claims the beneficiaries raised on the enterprise's letters, by status tab
// (全部 / 待受理 / 已受理 / 已赔付 / 已驳回) with the server's counts, search by claim number, order,
// letter or project, server paging (cards on phones); tab, keyword and page live in the URL. 已驳回
// is stamped; 查看 opens the read-only detail.
import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import {
  CLAIM_STATUS_TEXT,
  claimGetList,
  endpointQueryOptions,
  LETTER_TYPE_TEXT,
} from '@bht/api-client';
import { DateTime, Money, type TableColumn } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { StatusRecordsTable, useStatusRecords } from '../../app/status-records-table';
import { claimPaths } from './claim-paths';
import type { Claim } from './claim-queries';
import { ClaimStatusMark } from './claim-status';

function ViewButton({ claim }: { claim: Claim }) {
  const navigate = useNavigate();
  return (
    <Button
      type="text"
      size="small"
      onClick={() => void navigate(claimPaths.detail(claim.id))}
      aria-label={`查看 ${claim.sn}`}
    >
      查看
    </Button>
  );
}

const columns: TableColumn<Claim>[] = [
  { title: '项目名称', dataIndex: 'project_name', ellipsis: true },
  { title: '理赔编号', dataIndex: 'sn', width: 170 },
  {
    title: '保函编号',
    dataIndex: 'letter_no',
    width: 170,
    render: (value: string, claim: Claim) => `${value}（${LETTER_TYPE_TEXT[claim.order_type]}）`,
  },
  { title: '索赔人', dataIndex: 'claimant', width: 180, ellipsis: true },
  {
    title: '索赔金额',
    dataIndex: 'amount',
    width: 130,
    align: 'right',
    render: (value: string) => <Money value={value} />,
  },
  {
    title: '状态',
    dataIndex: 'status_text',
    width: 100,
    render: (value: string, claim: Claim) => (
      <ClaimStatusMark status={claim.status} label={value} />
    ),
  },
  {
    title: '提交时间',
    dataIndex: 'create_time',
    width: 170,
    render: (value: number) => <DateTime value={value} />,
  },
  {
    title: '操作',
    key: 'actions',
    width: 80,
    fixed: 'right',
    render: (_: unknown, claim: Claim) => <ViewButton claim={claim} />,
  },
];

export default function ClaimListPage({ title }: { title: string }) {
  const records = useStatusRecords();
  const list = useQuery({
    ...endpointQueryOptions(api, claimGetList, records.input),
    placeholderData: keepPreviousData,
  });

  return (
    <Card title={title} bordered={false}>
      <StatusRecordsTable<Claim>
        label={title}
        records={records}
        list={list}
        statusText={CLAIM_STATUS_TEXT}
        searchPlaceholder="理赔编号 / 订单号 / 保函编号 / 项目名称"
        columns={columns}
        emptyText={{ searched: '没有符合条件的理赔记录', none: '暂无理赔记录' }}
      />
    </Card>
  );
}
