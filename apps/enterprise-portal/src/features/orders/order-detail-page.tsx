// 订单详情 of any letter type (/myLetter/detail?order_sn=, /paperdetail?sn=, the drawer of
// /honour/honour and /worker/worker): progress, project, guarantor and amounts, the signed
// contract, a refused refund's reason (退款申请未通过), the pay section while 待支付, the delivery
// of a mailed letter, the letter once it exists, its surrender requests (退保, with 申请退保 while
// the server allows one), the terms of a performance or wage letter, the pay log. The buttons are
// the actions the server offers (`actions`). Polls the status while others can move the order on,
// so a review, payment, issue or mailing shows up without reloading; back from a hosted cashier
// (pay_return=1) it confirms the payment. The endpoints and links are the type's (order family).
// An order a trading platform keeps sealed until bid opening says so, shows the sealed fields muted
// and its letter as 密文保函; a letter re-issued with the same number lists its 保函版本.
import { Button, Card, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { isLetterInForce, OrderStatus, type OrderDetail } from '@bht/api-client';
import {
  DateTime,
  DeliverySection,
  DetailSection,
  LetterDigestList,
  Money,
  QueryState,
  ResultPage,
  resolveImageUrl,
  SealedFieldText,
  StatusStamp,
  Tag,
} from '@bht/ui';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { runtimeConfig } from '../../app/api';
import { ContractFacts } from '../contract-letters/contract-facts';
import { InvoiceEntryButton } from '../invoices/invoice-entry-button';
import { ApplySurrenderButton } from '../surrenders/apply-surrender-button';
import { hasSurrenderSection } from '../surrenders/surrender-queries';
import { SurrenderSection } from '../surrenders/surrender-section';
import { CancelOrderButton } from './cancel-order-button';
import { OrderProgress } from './order-progress';
import { ConfirmReceiptButton } from './confirm-receipt-button';
import { LetterTermsSection } from './letter-terms-section';
import { hasLetterOf, useOrderFamily } from './order-family';
import { PayLogSection } from './pay-log-section';
import { PayReturnNotice } from './pay-return-notice';
import { RefundRefusalAlert } from './refund-refusal-alert';
import { RequestRefundButton } from './request-refund-button';
import { LetterVersions, SealedBidNotice } from './sealed-bid';
import { useOrder } from './use-order';

const PAY_METHODS = {
  wechat: '微信支付',
  alipay: '支付宝',
  offline: '线下转账',
  platform: '交易平台代收',
} as const;

// The pay section (QR codes, cashier redirects, the transfer voucher) loads only for an order to pay.
const PaySection = lazy(() => import('./pay-section').then((m) => ({ default: m.PaySection })));

const fileUrl = (path: string) => resolveImageUrl(path, runtimeConfig.imageHost);

function OrderFacts({ order }: { order: OrderDetail }) {
  const { project } = order;
  return (
    <>
      {/* A performance or wage letter is for an awarded contract, a bid letter for a tender. */}
      {order.terms ? (
        <ContractFacts project={project} />
      ) : (
        <DetailSection
          title="项目信息"
          items={[
            { label: '项目名称', value: <SealedFieldText value={project.name} /> },
            { label: '项目编号', value: project.number },
            { label: '标段', value: <SealedFieldText value={project.bid_section} /> },
            { label: '招标人', value: <SealedFieldText value={project.tender_unit} /> },
            { label: '交易中心', value: project.trading_center },
            { label: '地区', value: project.region },
            { label: '开标时间', value: <DateTime value={project.bid_open_time} /> },
            { label: '截止时间', value: <DateTime value={project.deadline} /> },
          ]}
        />
      )}
      <DetailSection
        title="担保信息"
        items={[
          { label: '担保机构', value: order.ensure_company_name },
          { label: '投保企业', value: order.enterprise_name },
          { label: '担保金额', value: <Money value={order.bid_bond_amount} /> },
          { label: '保费', value: <Money value={order.premium} /> },
          {
            label: '保函合同',
            value: order.contract_url ? (
              <a href={fileUrl(order.contract_url)} target="_blank" rel="noreferrer">
                查看合同（PDF）
              </a>
            ) : (
              '未签署'
            ),
          },
          { label: '支付方式', value: order.pay_method ? PAY_METHODS[order.pay_method] : '-' },
          { label: '支付时间', value: <DateTime value={order.pay_time} /> },
        ]}
      />
    </>
  );
}

function LetterSection({ order }: { order: OrderDetail }) {
  const { paths } = useOrderFamily();
  return (
    <DetailSection
      title={order.delivery ? '纸质保函' : '电子保函'}
      extra={paths.letter && <Link to={paths.letter(order.sn)}>保函详情</Link>}
      items={[
        {
          label: '保函编号',
          value:
            order.sealed_until_opening === 1 ? (
              <Space size={8} wrap>
                {order.letter_no}
                <Tag size="small" color="orange">
                  密文保函
                </Tag>
              </Space>
            ) : (
              order.letter_no
            ),
        },
        {
          label: '有效期',
          value:
            order.valid_from && order.valid_to ? `${order.valid_from} 至 ${order.valid_to}` : '-',
        },
        {
          label: '保函文件',
          value:
            isLetterInForce(order.type, order.status) && order.letter_url ? (
              <Space size="large">
                <a href={fileUrl(order.letter_url)} target="_blank" rel="noreferrer" download>
                  下载 PDF 保函
                </a>
                {order.letter_ofd_url && (
                  <a href={fileUrl(order.letter_ofd_url)} target="_blank" rel="noreferrer" download>
                    下载 OFD 保函
                  </a>
                )}
              </Space>
            ) : (
              `${order.status_text}，不再提供下载`
            ),
        },
        ...(order.letter_digests
          ? [{ label: '文件摘要', value: <LetterDigestList digests={order.letter_digests} /> }]
          : []),
      ]}
    />
  );
}

/**
 * One order's detail. `inPanel`: shown over a list (a drawer), where the premium is paid on the
 * type's pay page (去支付) instead of in a section of its own.
 */
export function OrderDetailView({
  order,
  inPanel = false,
}: {
  order: OrderDetail;
  inPanel?: boolean;
}) {
  const navigate = useNavigate();
  const { type, paths } = useOrderFamily();
  const { hash } = useLocation();
  const paying = order.status === OrderStatus.PENDING_PAYMENT;
  const surrenders = hasSurrenderSection(order.type, order.status);
  // Types without a letter page of their own offer the download up here.
  const letterUrl =
    !paths.letter && isLetterInForce(order.type, order.status) && order.letter_url
      ? fileUrl(order.letter_url)
      : null;
  // 去支付 links here with #pay: bring the pay section into view once it is rendered.
  useEffect(() => {
    if (hash === '#pay' && paying)
      document.getElementById('pay')?.scrollIntoView?.({ behavior: 'smooth' });
  }, [hash, paying]);

  return (
    <>
      <Card bordered={false} style={{ marginBottom: 16 }}>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: 16,
            flexWrap: 'wrap',
          }}
        >
          <div style={{ minWidth: 0 }}>
            <h2 style={{ margin: '0 0 8px', fontSize: 18 }}>
              <SealedFieldText value={order.project_name} />
            </h2>
            <div style={{ color: '#4e5969', overflowWrap: 'anywhere' }}>订单号：{order.sn}</div>
            <div style={{ color: '#4e5969' }}>
              申请时间：
              <DateTime value={order.create_time} />
            </div>
          </div>
          <Space wrap>
            {order.actions.includes('edit') && paths.edit && (
              <Button
                onClick={() => void navigate(paths.edit!(order.sn))}
                aria-label={`修改申请 ${order.sn}`}
              >
                修改
              </Button>
            )}
            {order.status === OrderStatus.PENDING_SIGN && (
              <Button type="primary" onClick={() => void navigate(paths.resume(order))}>
                继续签约
              </Button>
            )}
            {paying && inPanel && (
              <Button type="primary" onClick={() => void navigate(paths.pay(order.sn))}>
                去支付
              </Button>
            )}
            {letterUrl && (
              <Button type="primary" href={letterUrl} target="_blank" download>
                下载保函
              </Button>
            )}
            {order.actions.includes('cancel') && (
              <CancelOrderButton order={order} size="default" type="secondary" />
            )}
            {order.actions.includes('request_refund') && <RequestRefundButton order={order} />}
            {order.actions.includes('confirm_receipt') && <ConfirmReceiptButton order={order} />}
            {surrenders && <ApplySurrenderButton sn={order.sn} />}
            <InvoiceEntryButton order={order} />
            <StatusStamp label={order.status_text} />
          </Space>
        </div>
      </Card>
      <SealedBidNotice order={order} />
      <RefundRefusalAlert order={order} />
      <Card bordered={false} style={{ marginBottom: 16 }}>
        <OrderProgress order={order} />
      </Card>
      {paying && !inPanel && (
        <Suspense fallback={<Spin block tip="正在加载支付方式…" />}>
          <PaySection order={order} />
        </Suspense>
      )}
      {order.delivery && (
        <DeliverySection delivery={order.delivery} pendingText="担保机构寄出后显示快递公司和单号" />
      )}
      {order.letter_no && hasLetterOf(type, order.status) && <LetterSection order={order} />}
      <LetterVersions order={order} />
      {surrenders && <SurrenderSection sn={order.sn} />}
      {order.terms && <LetterTermsSection order={order} terms={order.terms} />}
      <OrderFacts order={order} />
      <PayLogSection sn={order.sn} />
    </>
  );
}

/** The detail of order `sn`, loaded through the type's detail call and polled while others can move it on. */
export function OrderDetailBody({ sn, inPanel = false }: { sn: string; inPanel?: boolean }) {
  const order = useOrder(sn, { poll: true });
  return (
    <>
      <PayReturnNotice sn={sn} />
      <QueryState query={order}>
        {order.data && <OrderDetailView order={order.data} inPanel={inPanel} />}
      </QueryState>
    </>
  );
}

export default function OrderDetailPage() {
  const [params] = useSearchParams();
  const { paths } = useOrderFamily();
  const sn = (params.get('order_sn') ?? params.get('sn'))?.trim() ?? '';
  if (!sn)
    return (
      <ResultPage
        status="404"
        title="缺少订单号"
        description="请从保函订单列表进入订单详情。"
        actions={<Link to={paths.list}>返回保函订单</Link>}
      />
    );
  return <OrderDetailBody sn={sn} />;
}
