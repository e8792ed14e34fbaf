// /ordermang/index 正常履约 and /ordermang/stoporder 履约终止: the company's letters by stage, one
// page for both (the route's title is the stage). Searched by keyword (order or letter number,
// project, enterprise), letter type and issue date, paged on the server; search and page live in
// the URL. In force: the validity with the days left; ended: the reason and date. A letter with a
// surrender or claim open is marked. Each row opens the letter's detail and timeline.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import {
  exportCompanyLetters,
  isLetterType,
  LETTER_TYPE_TEXT,
  letterStageSchema,
  type LetterType,
} from '@bht/api-client';
import { Money, QueryState, StatusTabsTable, useUrlListState, type TableColumn } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ExportListButton } from '../../app/export-list-button';
import { OrderSearchForm, type OrderSearch } from '../company-orders/order-search-form';
import { letterDetailPath, type LetterStage } from './letter-paths';
import { letterListQuery, type LetterRecord } from './letter-queries';
import { LetterValidity, OpenRequestMarks } from './letter-validity';

/** A type the URL names, or every type for a missing or unknown one. */
const typeParam = (value: string | null) =>
  value !== null && isLetterType(value) ? value : undefined;

function columns(stage: LetterStage): TableColumn<LetterRecord>[] {
  const ended = stage === '履约终止';
  return [
    {
      title: '保函编号',
      dataIndex: 'letter_no',
      width: 220,
      render: (_: unknown, letter) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
          <Link
            to={letterDetailPath(letter.sn)}
            aria-label={`查看保函 ${letter.letter_no ?? letter.sn}`}
          >
            {letter.letter_no ?? letter.sn}
          </Link>
          <OpenRequestMarks letter={letter} />
        </span>
      ),
    },
    {
      title: '保函类型',
      dataIndex: 'type',
      width: 124,
      render: (type: LetterType) => LETTER_TYPE_TEXT[type],
    },
    { title: '项目名称', dataIndex: 'project_name', ellipsis: true, width: 200 },
    { title: '投保企业', dataIndex: 'enterprise_name', ellipsis: true, width: 190 },
    {
      title: '担保金额',
      dataIndex: 'bid_bond_amount',
      width: 140,
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: '已赔付 / 剩余',
      key: 'paid_out',
      width: 200,
      align: 'right',
      render: (_: unknown, letter) => (
        <>
          <Money value={letter.paid_out} /> / <Money value={letter.remaining} />
        </>
      ),
    },
    {
      title: '有效期',
      key: 'validity',
      width: 250,
      render: (_: unknown, letter) => <LetterValidity letter={letter} />,
    },
    ...(ended
      ? [
          {
            title: '终止原因',
            dataIndex: 'end_reason_text',
            width: 100,
            render: (v: string | null) => v ?? '-',
          },
          {
            title: '终止日期',
            dataIndex: 'ended_on',
            width: 110,
            render: (v: string | null) => v ?? '-',
          },
        ]
      : []),
    {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_: unknown, letter) => (
        <Link to={letterDetailPath(letter.sn)} aria-label={`保函详情 ${letter.sn}`}>
          详情
        </Link>
      ),
    },
  ];
}

export default function LetterStagePage({ title }: { title: string }) {
  const stage = letterStageSchema.parse(title);
  const { params, keyword, page, limit, update, searchAndPaging } = useUrlListState();
  const search: OrderSearch = {
    keyword: keyword || undefined,
    type: typeParam(params.get('type')),
    start_date: params.get('start_date') ?? undefined,
    end_date: params.get('end_date') ?? undefined,
  };
  const filters = { stage, ...Object.fromEntries(Object.entries(search).filter(([, v]) => v)) };
  const input = { ...filters, page, limit };
  const list = useQuery({ ...letterListQuery(input), placeholderData: keepPreviousData });

  return (
    <Card
      title={`保函管理 · ${title}`}
      extra={<ExportListButton definition={exportCompanyLetters} filters={filters} />}
      bordered={false}
    >
      <OrderSearchForm
        label="保函搜索"
        dateLabel="出函日期"
        keywordPlaceholder="订单号 / 保函编号 / 项目 / 企业"
        value={search}
        // A new search starts at page 1; what it leaves empty drops out of the URL.
        onSearch={(next) =>
          update({
            keyword: next.keyword,
            type: next.type,
            start_date: next.start_date,
            end_date: next.end_date,
            page: undefined,
          })
        }
      />
      <QueryState query={list} loading={false}>
        <StatusTabsTable<LetterRecord>
          aria-label={`${title}保函`}
          columns={columns(stage)}
          data={list.data?.list ?? []}
          rowKey="sn"
          total={list.data?.total ?? 0}
          page={page}
          pageSize={limit}
          loading={list.isFetching}
          onPageChange={searchAndPaging.onPageChange}
          emptyText={
            search.keyword || search.type || search.start_date
              ? '没有符合条件的保函'
              : `暂无${title}的保函`
          }
        />
      </QueryState>
    </Card>
  );
}
