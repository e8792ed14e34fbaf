// A letter type's project list (/myLetter/list 投标项目, /applypaper 纸质保函项目): the projects
// one may apply for (search by name or number, region, trading centre; server paging, 10 a page;
// cards on phones); 申请保函 starts the type's wizard at its first step (?id=).
import { Button, Card, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import { endpointQueryOptions, type Project } from '@bht/api-client';
import { DateTime, DEFAULT_PAGE_SIZE, Money, QueryState, StatusTabsTable } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { useApplyFlow } from '../apply/apply-flow';

type Filters = { keyword?: string; region?: string; trading_center?: string };

export default function ProjectListPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const { projectList, paths } = useApplyFlow();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const list = useQuery({ ...endpointQueryOptions(api, projectList, { ...filters, ...paging }), placeholderData: keepPreviousData });

  const columns: TableColumnProps<Project>[] = [
    { title: '项目名称', dataIndex: 'name', ellipsis: true },
    { title: '项目编号', dataIndex: 'number', width: 170 },
    { title: '标段', dataIndex: 'bid_section', width: 120, ellipsis: true },
    { title: '招标人', dataIndex: 'tender_unit', width: 180, ellipsis: true },
    { title: '交易中心', dataIndex: 'trading_center', width: 170, ellipsis: true },
    { title: '地区', dataIndex: 'region', width: 100 },
    { title: '投标保证金', dataIndex: 'bid_bond_amount', width: 140, align: 'right', render: (value: string) => <Money value={value} /> },
    { title: '开标时间', dataIndex: 'bid_open_time', width: 170, render: (value: number) => <DateTime value={value} /> },
    {
      title: '操作',
      key: 'apply',
      width: 110,
      fixed: 'right',
      render: (_: unknown, project: Project) => (
        <Button type="primary" size="small" aria-label={`申请保函 ${project.name}`} onClick={() => navigate(paths.project(project.id))}>
          申请保函
        </Button>
      ),
    },
  ];

  return (
    <Card title={title} bordered={false}>
      <QueryState loading={false} error={list.data ? null : list.error} onRetry={() => void list.refetch()}>
        <StatusTabsTable<Project>
          aria-label={title}
          searchFields={[
            { name: 'keyword', label: '项目', placeholder: '项目名称 / 项目编号' },
            { name: 'region', label: '地区' },
            { name: 'trading_center', label: '交易中心' },
          ]}
          onSearch={(values) => {
            setFilters(Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim()).map(([k, v]) => [k, v.trim()])));
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          columns={columns}
          data={list.data?.list ?? []}
          rowKey="id"
          total={list.data?.total ?? 0}
          page={paging.page}
          pageSize={paging.limit}
          loading={list.isFetching}
          onPageChange={(page, limit) => setPaging({ page, limit })}
          emptyText="暂无可申请保函的项目"
        />
      </QueryState>
    </Card>
  );
}
