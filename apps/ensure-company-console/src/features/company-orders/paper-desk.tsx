// The frame of a paper letter's desk (/papertwo, /paperthree): the desk's card, or, when the order
// is not one this desk works now (an e-letter, or a paper order in another stage), what it is and
// where it is worked instead, without offering actions that belong elsewhere.
import { Button, Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { LETTER_TYPE_TEXT, letterMachine } from '@bht/api-client';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { orderDetailPath, paperDeskOf, type PAPER_DESKS } from './order-paths';
import type { OrderDetail } from './order-queries';
import { Alert } from '@bht/ui';

interface PaperDeskProps {
  title: string;
  desk: (typeof PAPER_DESKS)[keyof typeof PAPER_DESKS];
  order: OrderDetail;
  children: ReactNode;
}

function Elsewhere({ order, message }: { order: OrderDetail; message: string }) {
  const navigate = useNavigate();
  const desk = paperDeskOf(order);
  return (
    <>
      <Alert type="info" content={message} style={{ marginBottom: 16 }} />
      <Space wrap>
        {desk && (
          <Button type="primary" onClick={() => void navigate(desk.link)}>
            去{desk.label}
          </Button>
        )}
        <Button onClick={() => void navigate(orderDetailPath(order.sn))}>查看订单详情</Button>
      </Space>
    </>
  );
}

export function PaperDesk({ title, desk, order, children }: PaperDeskProps) {
  const here = paperDeskOf(order)?.path === desk.path;
  const paper = letterMachine(order.type).delivery === 'mail';
  return (
    <Card title={title} bordered={false} style={{ marginBottom: 16 }}>
      {here ? (
        children
      ) : (
        <Elsewhere
          order={order}
          message={
            paper
              ? `订单当前状态为「${order.status_text}」，不在本页办理。`
              : `该订单为${LETTER_TYPE_TEXT[order.type]}，不在纸质保函页办理，请在订单详情中处理。`
          }
        />
      )}
    </Card>
  );
}
