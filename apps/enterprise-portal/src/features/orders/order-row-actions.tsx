// What can be done with an order from a list, by its status and its type's state machine: the
// same buttons in the desktop table and on the mobile cards (the server re-checks every one).
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { isLetterInForce, type OrderSummary } from '@bht/api-client';
import { useNavigate } from 'react-router-dom';
import { CancelOrderButton } from './cancel-order-button';
import { DownloadLetterButton } from './download-letter-button';
import { allows, useOrderFamily } from './order-family';

/** `onDetail`: open the detail in place (a list showing it over itself) instead of going to the type's detail path. */
export function OrderRowActions({
  order,
  size = 'small',
  onDetail,
}: {
  order: OrderSummary;
  size?: 'small' | 'default';
  onDetail?: (sn: string) => void;
}) {
  const navigate = useNavigate();
  const { type, paths } = useOrderFamily();
  const buttonType = size === 'small' ? 'text' : 'secondary';
  return (
    <Space size={4} wrap>
      <Button
        size={size}
        type={buttonType}
        aria-label={`详情 ${order.sn}`}
        onClick={() => (onDetail ? onDetail(order.sn) : void navigate(paths.detail(order.sn)))}
      >
        详情
      </Button>
      {paths.edit && allows(type, 'edit', order.status) && (
        <Button
          size={size}
          type={buttonType}
          aria-label={`修改 ${order.sn}`}
          onClick={() => void navigate(paths.edit!(order.sn))}
        >
          修改
        </Button>
      )}
      {allows(type, 'sign', order.status) && (
        <Button
          size={size}
          type={buttonType}
          aria-label={`继续签约 ${order.sn}`}
          onClick={() => void navigate(paths.resume(order))}
        >
          继续签约
        </Button>
      )}
      {allows(type, 'pay', order.status) && (
        <Button
          size={size}
          type={size === 'small' ? 'text' : 'primary'}
          aria-label={`去支付 ${order.sn}`}
          onClick={() => void navigate(paths.pay(order.sn))}
        >
          去支付
        </Button>
      )}
      {isLetterInForce(type, order.status) &&
        (paths.letter ? (
          <Button
            size={size}
            type={buttonType}
            aria-label={`查看保函 ${order.sn}`}
            onClick={() => void navigate(paths.letter!(order.sn))}
          >
            查看保函
          </Button>
        ) : (
          <DownloadLetterButton sn={order.sn} size={size} type={buttonType} />
        ))}
      {allows(type, 'cancel', order.status) && (
        <CancelOrderButton order={order} size={size} type={buttonType} />
      )}
    </Space>
  );
}
