// /institution/apply 诉讼保全申请 (jigou): the company's litigation-preservation guarantee
// applications by status tab (全部, 草稿, 已提交, 已出函, 已撤销), searched by keyword, court and
// date, paged on the server; 新增申请 and 编辑 open the form in a modal, a row opens the application
// in a drawer over the list. Tab, search, page and the open application live in the URL, so reload
// and back keep them. On phones rows are cards and the drawer takes the whole width.
import { Button, Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import {
  exportCompanyApplies,
  PRESERVATION_STATUS_TEXT,
  PRESERVATION_STATUSES,
} from '@bht/api-client';
import {
  DateTime,
  lazyDialog,
  ListQueryTable,
  Money,
  StatusTag,
  useUrlListState,
  type TableColumn,
} from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { allStatusTabs } from '../../app/all-status-tabs';
import { ExportListButton } from '../../app/export-list-button';
import { ApplyDetail } from './apply-detail';
import { ApplySearchForm, type ApplySearch } from './apply-search-form';
import { applyListQuery, applyRuns, useApplyAction, type Apply } from './preservation-queries';
import { DetailDrawer } from '../../app/detail-drawer';
import { positiveParam } from '../../app/positive-param';

// The application form (parties, court, amounts; Arco's Select) loads when it first opens.
const { Dialog: ApplyFormModal, preload: preloadForm } = lazyDialog(
  () => import('./apply-form-modal'),
);

const day = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

function columns(detailLink: (id: number) => string): TableColumn<Apply>[] {
  return [
    { title: '申请编号', dataIndex: 'sn', width: 210 },
    { title: '受理法院', dataIndex: 'court_name', width: 200, ellipsis: true },
    { title: '案号', dataIndex: 'case_no', width: 200, render: (value: string) => value || '尚无' },
    { title: '保全类别', dataIndex: 'preserve_category_name', width: 130 },
    { title: '申请人', dataIndex: 'applicant_names', width: 200, ellipsis: true },
    { title: '被申请人', dataIndex: 'respondent_names', width: 200, ellipsis: true },
    {
      title: '担保金额',
      dataIndex: 'guarantee_amount',
      width: 140,
      align: 'right',
      render: (value: string) => <Money value={value} />,
    },
    {
      title: '状态',
      dataIndex: 'status_text',
      width: 90,
      render: (value: string) => <StatusTag label={value} />,
    },
    {
      title: '录入时间',
      dataIndex: 'create_time',
      width: 170,
      render: (value: number) => <DateTime value={value} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_: unknown, apply) => (
        <Link to={detailLink(apply.id)} aria-label={`查看保全申请 ${apply.sn}`}>
          详情
        </Link>
      ),
    },
  ];
}

export default function ApplyDeskPage({ title }: { title: string }) {
  const urlState = useUrlListState();
  const { params, page, limit, update, linkWith, paging } = urlState;
  const { status, tabProps } = allStatusTabs(
    PRESERVATION_STATUSES,
    PRESERVATION_STATUS_TEXT,
    urlState,
  );
  const search: ApplySearch = {
    keyword: params.get('keyword')?.trim() || undefined,
    court_id: positiveParam(params.get('court_id')),
    start_date: day(params.get('start_date')),
    end_date: day(params.get('end_date')),
  };
  const openId = positiveParam(params.get('id'));
  const filters = Object.fromEntries(
    Object.entries({ ...search, status }).filter(([, v]) => v !== undefined),
  ) as ApplySearch & { status?: number };
  const list = useQuery({
    ...applyListQuery({ page, limit, ...filters }),
    placeholderData: keepPreviousData,
  });
  // The form: closed, a new application (null) or the draft being edited.
  const [editing, setEditing] = useState<Apply | null | undefined>(undefined);
  const { submit } = useApplyAction(editing?.id ?? 0);

  // Defaults (全部, page 1, the default size, no search) stay out of the URL.
  const detailLink = (id: number) => linkWith({ id: String(id) });
  const filtered = Object.values(search).some((v) => v !== undefined);

  return (
    <Card
      title={title}
      bordered={false}
      extra={
        <Space wrap>
          <ExportListButton definition={exportCompanyApplies} filters={filters} />
          <Button
            type="primary"
            icon={<IconPlus />}
            onMouseEnter={preloadForm}
            onFocus={preloadForm}
            onClick={() => setEditing(null)}
          >
            新增申请
          </Button>
        </Space>
      }
    >
      <ApplySearchForm
        value={search}
        onSearch={(next) =>
          update({
            keyword: next.keyword,
            court_id: next.court_id ? String(next.court_id) : undefined,
            start_date: next.start_date,
            end_date: next.end_date,
            page: undefined,
          })
        }
      />
      <ListQueryTable<Apply>
        aria-label="保全申请"
        {...tabProps}
        query={list}
        columns={columns(detailLink)}
        rowKey="id"
        {...paging}
        emptyText={
          filtered
            ? '没有符合条件的保全申请'
            : status === undefined
              ? '暂无保全申请，点击「新增申请」录入'
              : `暂无${PRESERVATION_STATUS_TEXT[status]}的保全申请`
        }
      />
      <DetailDrawer
        title="保全申请详情"
        open={openId !== undefined}
        onClose={() => update({ id: undefined })}
        width={860}
      >
        {openId !== undefined && (
          <ApplyDetail
            id={openId}
            onEdit={setEditing}
            onDeleted={() => update({ id: undefined })}
          />
        )}
      </DetailDrawer>
      {editing !== undefined && (
        <ApplyFormModal
          visible
          apply={editing}
          onCancel={() => setEditing(undefined)}
          onSubmit={(fields) =>
            submit(applyRuns.save(editing?.id, fields)).then(() => setEditing(undefined))
          }
        />
      )}
    </Card>
  );
}
