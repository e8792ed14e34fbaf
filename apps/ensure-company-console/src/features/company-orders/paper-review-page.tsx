// /papertwo?sn= 纸质保函 · 审核: a paper application at 待审核, reviewed with the e-letter's
// 审核通过 / 审核驳回 (the same action bar and dialogs), above its facts: the project, the money
// and where the original is to be mailed (收件与寄送).
import { OrderActions } from './order-actions';
import { PAPER_DESKS } from './order-paths';
import { PaperDesk } from './paper-desk';
import { MissingOrderSn, OrderWorkspace, useOrderSnParam } from './order-workspace';

export default function PaperReviewPage({ title }: { title: string }) {
  const orderSn = useOrderSnParam();
  if (!orderSn) return <MissingOrderSn from="待审核列表" />;
  return (
    <OrderWorkspace orderSn={orderSn}>
      {(order) => (
        <PaperDesk title={title} desk={PAPER_DESKS.review} order={order}>
          <p style={{ marginTop: 0, color: '#4e5969' }}>
            请核对投保企业、项目与收件地址；审核通过后企业即可支付保费，支付后原件寄往：
            {order.delivery
              ? `${order.delivery.receiver_name} ${order.delivery.receiver_mobile} ${order.delivery.receiver_address}`
              : '未填写收件地址'}
            。
          </p>
          <OrderActions order={order} />
        </PaperDesk>
      )}
    </OrderWorkspace>
  );
}
