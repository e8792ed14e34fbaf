// /myLetter/detail3?order_sn= 保函详情: the issued letter — number, validity, parties, amount,
// the PDF to download or preview, and the public verification link the letter's QR code opens.
import { Button, Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { OrderStatus, type OrderDetail } from '@bht/api-client';
import {
  DetailSection,
  Money,
  QueryState,
  ResultPage,
  resolveImageUrl,
  StatusStamp,
} from '@bht/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { runtimeConfig } from '../../app/api';
import { orderDetailPath, verifyUrl } from './order-links';
import { hasLetterOf } from './order-family';
import { useOrder } from './use-order';

function Letter({ order }: { order: OrderDetail }) {
  const issued = order.status === OrderStatus.ISSUED;
  const pdf = order.letter_url ? resolveImageUrl(order.letter_url, runtimeConfig.imageHost) : null;
  // The same letter as OFD with the guarantor's e-seal, for those who file OFD (electronic letters).
  const ofd = order.letter_ofd_url
    ? resolveImageUrl(order.letter_ofd_url, runtimeConfig.imageHost)
    : null;
  const verify = verifyUrl(window.location.origin, order.letter_no!);
  return (
    <>
      <DetailSection
        title="保函信息"
        extra={<StatusStamp label={order.status_text} size={64} />}
        items={[
          { label: '保函编号', value: order.letter_no },
          { label: '保函类型', value: '投标电子保函' },
          { label: '担保机构', value: order.ensure_company_name },
          { label: '投保企业', value: order.enterprise_name },
          { label: '受益人', value: order.project.tender_unit },
          { label: '项目名称', value: order.project.name },
          { label: '担保金额', value: <Money value={order.bid_bond_amount} /> },
          {
            label: '有效期',
            value:
              order.valid_from && order.valid_to ? `${order.valid_from} 至 ${order.valid_to}` : '-',
          },
          {
            label: '真伪查验',
            value: (
              <a href={verify} target="_blank" rel="noreferrer">
                {verify}
              </a>
            ),
          },
        ]}
      />
      <Card bordered={false}>
        <Space wrap>
          {issued && pdf ? (
            <>
              <Button type="primary" href={pdf} target="_blank" download>
                下载保函
              </Button>
              {ofd && (
                <Button href={ofd} target="_blank" download>
                  下载 OFD 保函
                </Button>
              )}
              <Button href={pdf} target="_blank">
                在线预览
              </Button>
            </>
          ) : (
            <span style={{ color: 'var(--color-text-3)' }}>
              该保函{order.status_text}，不再提供下载。
            </span>
          )}
          <Link to={orderDetailPath(order.sn)}>返回订单详情</Link>
        </Space>
      </Card>
    </>
  );
}

export default function LetterPage() {
  const [params] = useSearchParams();
  const sn = params.get('order_sn')?.trim() ?? '';
  const order = useOrder(sn);
  if (!sn)
    return (
      <ResultPage
        status="404"
        title="缺少订单号"
        description="请从保函订单进入保函详情。"
        actions={<Link to="/myLetter/myLetter">返回保函订单</Link>}
      />
    );
  return (
    <QueryState query={order}>
      {order.data &&
        (order.data.letter_no && hasLetterOf(order.data.type, order.data.status) ? (
          <Letter order={order.data} />
        ) : (
          <ResultPage
            status="info"
            title="保函尚未出具"
            description={`订单当前状态：${order.data.status_text}。出函后可在此查看和下载保函。`}
            actions={<Link to={orderDetailPath(sn)}>查看订单详情</Link>}
          />
        ))}
    </QueryState>
  );
}
