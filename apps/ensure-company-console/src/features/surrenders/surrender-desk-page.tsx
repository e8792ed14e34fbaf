// /ordermang/expiretime 退保: the enterprises' surrender requests on the company's letters by
// status tab (待处理, 已同意, 已拒绝, each with its count), searched by request or letter number,
// project or enterprise; a row opens the request in a drawer (its facts, status stamp and the
// decisions the server offers).
import {
  exportCompanySurrenders,
  LETTER_TYPE_TEXT,
  SURRENDER_STATUS_TEXT,
  SurrenderStatus,
} from '@bht/api-client';
import { DateTime, StatusTag, type TableColumn } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { ExportListButton } from '../../app/export-list-button';
import { RequestDesk, useDeskState } from '../../app/request-desk';
import { surrenderListQuery, type Surrender } from './surrender-queries';

// The open 退保申请's detail (its facts, actions and their forms) loads with the drawer.
const SurrenderDetail = lazy(() => import('./surrender-detail'));
const STATUSES = Object.values(SurrenderStatus);

function columns(detailLink: (id: number) => string): TableColumn<Surrender>[] {
  return [
    { title: '申请编号', dataIndex: 'sn', width: 190 },
    {
      title: '保函编号',
      dataIndex: 'letter_no',
      width: 200,
      render: (v: string | null) => v ?? '-',
    },
    {
      title: '保函类型',
      dataIndex: 'order_type',
      width: 124,
      render: (_: unknown, s) => LETTER_TYPE_TEXT[s.order_type],
    },
    { title: '投保企业', dataIndex: 'enterprise_name', width: 200, ellipsis: true },
    { title: '项目名称', dataIndex: 'project_name', width: 200, ellipsis: true },
    { title: '退保理由', dataIndex: 'ground_text', width: 170 },
    {
      title: '状态',
      dataIndex: 'status_text',
      width: 100,
      render: (v: string) => <StatusTag label={v} />,
    },
    {
      title: '申请时间',
      dataIndex: 'create_time',
      width: 170,
      render: (v: number) => <DateTime value={v} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_: unknown, s) => (
        <Link to={detailLink(s.id)} aria-label={`查看退保申请 ${s.sn}`}>
          {s.actions.length > 0 ? '处理' : '详情'}
        </Link>
      ),
    },
  ];
}

export default function SurrenderDeskPage({ title }: { title: string }) {
  const desk = useDeskState(STATUSES);
  const list = useQuery({
    ...surrenderListQuery(desk.listInput),
    placeholderData: keepPreviousData,
  });
  return (
    <RequestDesk<Surrender>
      title={`保函管理 · ${title}`}
      desk={desk}
      list={list}
      statuses={STATUSES}
      statusText={SURRENDER_STATUS_TEXT}
      extra={<ExportListButton definition={exportCompanySurrenders} filters={desk.filters} />}
      noun="退保申请"
      searchPlaceholder="申请编号 / 保函编号 / 项目 / 企业"
      columns={columns(desk.detailLink)}
      drawerTitle="退保申请详情"
      detail={SurrenderDetail}
    />
  );
}
