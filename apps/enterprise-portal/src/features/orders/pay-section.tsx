// 支付保费 (status 2): online (WeChat Native QR code, Alipay, WeChat H5 on a phone, or WeChat's
// in-app payment of /text_pay: online-pay.tsx) or an offline bank transfer with a voucher; transfer
// only when the guarantor switched online payment off (online_pay 0) or a trading platform demands
// the premium from the bidder's basic account (recorded first: basic-account-card.tsx). Nothing to
// pay here when the platform's own cashier collects. The amount is the server's (getPayInfo).
import { Card, Grid } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import { endpointQueryOptions, type OrderDetail } from '@bht/api-client';
import { Alert, Money, QueryState } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { BasicAccountCard } from './basic-account-card';
import { OfflineTransfer } from './offline-transfer';
import { useOrderFamily } from './order-family';
import { OnlinePay } from './online-pay';

export function PaySection({ order }: { order: OrderDetail }) {
  // The platform's own cashier collects it: nothing to pay here (the server refuses payments too).
  if (order.platform?.platform_collects)
    return (
      <section id="pay" aria-label="支付保费">
        <Card title="支付保费" bordered={false} style={{ marginBottom: 16 }}>
          <Alert
            type="info"
            content={`该订单的保费由${order.platform.name}收取，请在交易平台完成支付；平台通知支付结果后，本页自动更新。`}
          />
        </Card>
      </section>
    );
  return <PayHere order={order} />;
}

function PayHere({ order }: { order: OrderDetail }) {
  const { endpoints } = useOrderFamily();
  const payInfo = useQuery(endpointQueryOptions(api, endpoints.payInfo, { order_sn: order.sn }));
  const basicAccount = order.platform?.basic_account_required === 1;
  return (
    <section id="pay" aria-label="支付保费">
      <Card title="支付保费" bordered={false} style={{ marginBottom: 16 }}>
        <QueryState query={payInfo}>
          {payInfo.data && (
            <>
              <p style={{ marginTop: 0 }}>
                {payInfo.data.subject}，应付保费{' '}
                <strong style={{ fontSize: 18, color: '#F53F3F' }}>
                  <Money value={payInfo.data.amount} />
                </strong>
              </p>
              <Grid.Row gutter={16}>
                {payInfo.data.online_pay === 1 ? (
                  <Grid.Col xs={24} md={10}>
                    <Card title="在线支付" style={{ marginBottom: 16 }}>
                      <OnlinePay
                        sn={order.sn}
                        type={order.type}
                        amount={payInfo.data.amount}
                        methods={payInfo.data.checkout_methods}
                      />
                    </Card>
                  </Grid.Col>
                ) : basicAccount ? null : (
                  <Grid.Col span={24}>
                    <p style={{ marginTop: 0, color: 'var(--color-text-3)' }}>
                      该担保机构暂未开通在线支付，请通过对公转账支付保费并上传转账凭证。
                    </p>
                  </Grid.Col>
                )}
                <Grid.Col xs={24} md={payInfo.data.online_pay === 1 ? 14 : 24}>
                  {basicAccount && <BasicAccountCard order={order} />}
                  <Card title="线下转账">
                    <OfflineTransfer
                      order={order}
                      payInfo={payInfo.data}
                      blocked={
                        basicAccount && !order.platform?.basic_account
                          ? '请先登记投标人基本户，再从该账户转账并上传凭证。'
                          : null
                      }
                    />
                  </Card>
                </Grid.Col>
              </Grid.Row>
            </>
          )}
        </QueryState>
      </Card>
    </section>
  );
}
