// An unfinished application (status 0, contract not signed) for this project: continue it at the
// contract step rather than creating a second order.
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { Link, useNavigate } from 'react-router-dom';
import { useApplyFlow } from './apply-flow';
import { Alert } from '@bht/ui';

export function PendingOrderNotice({
  orderSn,
  large = false,
}: {
  orderSn: string;
  large?: boolean;
}) {
  const navigate = useNavigate();
  const { paths, family } = useApplyFlow();
  return (
    <Alert
      type="warning"
      title="您有一笔未完成的申请"
      content={
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <span>
            订单 {orderSn}{' '}
            已选择担保机构，尚未签署委托担保合同。继续办理即可完成签约，无需重新申请。
          </span>
          <Space wrap>
            <Button
              type="primary"
              size={large ? 'large' : 'default'}
              onClick={() => void navigate(paths.contract(orderSn))}
            >
              继续办理
            </Button>
            <Link to={family.paths.detail(orderSn)}>查看订单</Link>
          </Space>
        </Space>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
