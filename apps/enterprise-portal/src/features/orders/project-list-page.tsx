// A letter type's project list (/myLetter/list 投标项目, /applypaper 纸质保函项目, and with their
// own columns and button /honourapply, /worker/peasant): the projects one may apply for (search by
// name or number, region, trading centre; server paging, 10 a page; cards on phones); the row's
// button starts the type's application (申请保函: the wizard's first step, ?id=).
import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import {
  endpointQueryOptions,
  type getProjectList,
  type performanceGetProjectList,
  type Project,
  type workerGetProjectList,
} from '@bht/api-client';
import { DateTime, DEFAULT_PAGE_SIZE, ListQueryTable, Money, type TableColumn } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { useApplyFlow, type ApplyFlow } from '../letters/apply-flow';

type Filters = { keyword?: string; region?: string; trading_center?: string };

/** Every letter type's project list call: the same filters and paging, a page of projects. */
export type ProjectListEndpoint =
  ApplyFlow['projectList'] | typeof performanceGetProjectList | typeof workerGetProjectList;

export interface ProjectListViewProps {
  title: string;
  endpoint: ProjectListEndpoint;
  /** The type's columns; the action column is added after them. */
  columns: TableColumn<Project>[];
  /** The button of each row (its accessible name is `label project name`) and where it goes. */
  action: { label: string; to: (project: Project) => string };
  emptyText: string;
}

/** A type's projects: search by name or number, region, trading centre; server paging; a start button per row. */
export function ProjectListView({
  title,
  endpoint,
  columns,
  action,
  emptyText,
}: ProjectListViewProps) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const list = useQuery({
    ...endpointQueryOptions(api, endpoint as typeof getProjectList, { ...filters, ...paging }),
    placeholderData: keepPreviousData,
  });

  const withAction: TableColumn<Project>[] = [
    ...columns,
    {
      title: '操作',
      key: 'apply',
      width: 130,
      fixed: 'right',
      render: (_: unknown, project: Project) => (
        <Button
          type="primary"
          size="small"
          aria-label={`${action.label} ${project.name}`}
          onClick={() => void navigate(action.to(project))}
        >
          {action.label}
        </Button>
      ),
    },
  ];

  return (
    <Card title={title} bordered={false}>
      <ListQueryTable<Project>
        query={list}
        aria-label={title}
        searchFields={[
          { name: 'keyword', label: '项目', placeholder: '项目名称 / 项目编号' },
          { name: 'region', label: '地区' },
          { name: 'trading_center', label: '交易中心' },
        ]}
        onSearch={(values) => {
          setFilters(
            Object.fromEntries(
              Object.entries(values)
                .filter(([, v]) => typeof v === 'string' && v.trim())
                .map(([k, v]) => [k, v.trim()]),
            ),
          );
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        columns={withAction}
        rowKey="id"
        page={paging.page}
        pageSize={paging.limit}
        onPageChange={(page, limit) => setPaging({ page, limit })}
        emptyText={emptyText}
      />
    </Card>
  );
}

const BID_COLUMNS: TableColumn<Project>[] = [
  { title: '项目名称', dataIndex: 'name', ellipsis: true },
  { title: '项目编号', dataIndex: 'number', width: 170 },
  { title: '标段', dataIndex: 'bid_section', width: 120, ellipsis: true },
  { title: '招标人', dataIndex: 'tender_unit', width: 180, ellipsis: true },
  { title: '交易中心', dataIndex: 'trading_center', width: 170, ellipsis: true },
  { title: '地区', dataIndex: 'region', width: 100 },
  {
    title: '投标保证金',
    dataIndex: 'bid_bond_amount',
    width: 140,
    align: 'right',
    render: (value: string) => <Money value={value} />,
  },
  {
    title: '开标时间',
    dataIndex: 'bid_open_time',
    width: 170,
    render: (value: number) => <DateTime value={value} />,
  },
];

/** The bid letters' list: the apply flow's projects, 申请保函 opens its wizard. */
export default function ProjectListPage({ title }: { title: string }) {
  const { projectList, paths } = useApplyFlow();
  return (
    <ProjectListView
      title={title}
      endpoint={projectList}
      columns={BID_COLUMNS}
      action={{ label: '申请保函', to: (project) => paths.project(project.id) }}
      emptyText="暂无可申请保函的项目"
    />
  );
}
