// /ordermang/claim 理赔: claims on the company's letters by status tab (待受理, 已受理, 已赔付,
// 已驳回, each with its count), searched by claim or letter number, project, enterprise or
// claimant; a row opens the claim in a drawer (its facts, status stamp, and the actions the server
// offers). 登记纸质索赔 records a claim received on paper.
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { CLAIM_STATUS_TEXT, ClaimStatus, exportCompanyClaims } from '@bht/api-client';
import { DateTime, lazyDialog, Money, StatusTag, type TableColumn } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { ExportListButton } from '../../app/export-list-button';
import { claimListQuery, paperClaimRun, useClaimAction, type Claim } from './claim-queries';
import { RequestDesk, useDeskState } from '../../app/request-desk';

// The open 索赔's detail (its facts, actions and their forms) loads with the drawer.
const ClaimDetail = lazy(() => import('./claim-detail'));
const { Dialog: PaperClaimModal, preload: preloadPaperClaim } = lazyDialog(
  () => import('./paper-claim-modal'),
);

const STATUSES = Object.values(ClaimStatus);

function columns(detailLink: (id: number) => string): TableColumn<Claim>[] {
  return [
    { title: '索赔编号', dataIndex: 'sn', width: 190 },
    { title: '保函编号', dataIndex: 'letter_no', width: 200 },
    { title: '索赔人', dataIndex: 'claimant', width: 180, ellipsis: true },
    { title: '投保企业', dataIndex: 'enterprise_name', width: 190, ellipsis: true },
    {
      title: '索赔金额',
      dataIndex: 'amount',
      width: 140,
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: '状态',
      dataIndex: 'status_text',
      width: 100,
      render: (v: string) => <StatusTag label={v} />,
    },
    {
      title: '提交时间',
      dataIndex: 'create_time',
      width: 170,
      render: (v: number) => <DateTime value={v} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_: unknown, c) => (
        <Link to={detailLink(c.id)} aria-label={`查看索赔 ${c.sn}`}>
          {c.actions.length > 0 ? '处理' : '详情'}
        </Link>
      ),
    },
  ];
}

function PaperClaimButton() {
  const [open, setOpen] = useState(false);
  const { submit } = useClaimAction(0);
  return (
    <>
      <Button
        type="primary"
        onMouseEnter={preloadPaperClaim}
        onFocus={preloadPaperClaim}
        onClick={() => setOpen(true)}
      >
        登记纸质索赔
      </Button>
      {open && (
        <PaperClaimModal
          visible
          onCancel={() => setOpen(false)}
          onSubmit={(fields) => submit(paperClaimRun(fields)).then(() => setOpen(false))}
        />
      )}
    </>
  );
}

export default function ClaimDeskPage({ title }: { title: string }) {
  const desk = useDeskState(STATUSES);
  const list = useQuery({ ...claimListQuery(desk.listInput), placeholderData: keepPreviousData });
  return (
    <RequestDesk<Claim>
      title={`保函管理 · ${title}`}
      extra={
        <Space wrap>
          <ExportListButton definition={exportCompanyClaims} filters={desk.filters} />
          <PaperClaimButton />
        </Space>
      }
      desk={desk}
      list={list}
      statuses={STATUSES}
      statusText={CLAIM_STATUS_TEXT}
      noun="索赔"
      searchPlaceholder="索赔编号 / 保函编号 / 项目 / 企业 / 索赔人"
      columns={columns(desk.detailLink)}
      drawerTitle="索赔详情"
      detail={ClaimDetail}
    />
  );
}
