// 线下转账: the guarantor's account, the exact amount and order number to write on the transfer,
// and the voucher upload (the type's addPayImage); the guarantor then confirms the receipt.
import { Button, Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import {
  endpointQueryKey,
  getQueryPayLog,
  type getPayInfo,
  type OrderDetail,
  type ResponseOf,
} from '@bht/api-client';
import { Alert, FileUpload, Money, resolveImageUrl, showSuccess, type UploadedItem } from '@bht/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, runtimeConfig } from '../../app/api';
import { uploadFor } from '../../app/upload';
import { useOrderFamily } from './order-family';

type PayInfo = ResponseOf<typeof getPayInfo>;

/** `blocked`: why no voucher may be sent yet (the basic account not recorded), or null. */
export function OfflineTransfer({
  order,
  payInfo,
  blocked = null,
}: {
  order: OrderDetail;
  payInfo: PayInfo;
  blocked?: string | null;
}) {
  return (
    <div>
      <Descriptions
        column={1}
        labelStyle={{ width: 100 }}
        data={[
          { label: '户名', value: payInfo.bank.account_name },
          { label: '账号', value: payInfo.bank.account_no },
          { label: '开户行', value: payInfo.bank.bank_name },
          { label: '转账金额', value: <Money value={payInfo.amount} /> },
          { label: '转账备注', value: order.sn },
        ]}
      />
      <Alert
        type="info"
        style={{ margin: '12px 0' }}
        content="请按上述金额转账，并在备注中填写订单号；转账后上传银行回单，担保机构确认收款后开始出函。"
      />
      {order.pay_image && (
        <p>
          已上传转账凭证：
          <a
            href={resolveImageUrl(order.pay_image, runtimeConfig.imageHost)}
            target="_blank"
            rel="noreferrer"
          >
            查看凭证
          </a>
          ，等待担保机构确认收款。如凭证有误，可重新上传。
        </p>
      )}
      {blocked ? <Alert type="warning" content={blocked} /> : <VoucherUpload order={order} />}
    </div>
  );
}

function VoucherUpload({ order }: { order: OrderDetail }) {
  const queryClient = useQueryClient();
  const { endpoints } = useOrderFamily();
  const [voucher, setVoucher] = useState<UploadedItem[]>([]);
  const submit = useMutation({
    mutationFn: (image: string) => api.call(endpoints.payImage, { order_sn: order.sn, image }),
    onSuccess: async () => {
      showSuccess('转账凭证已提交，等待担保机构确认收款');
      setVoucher([]);
      await Promise.all(
        [endpoints.detail, getQueryPayLog].map((endpoint) =>
          queryClient.invalidateQueries({
            queryKey: endpointQueryKey(endpoint, { order_sn: order.sn }),
          }),
        ),
      );
    },
  });
  return (
    <>
      <FileUpload
        label={order.pay_image ? '重新上传转账凭证' : '上传转账凭证'}
        value={voucher}
        onChange={setVoucher}
        upload={uploadFor('pay_image')}
        imageHost={runtimeConfig.imageHost}
      />
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        disabled={voucher.length === 0}
        loading={submit.isPending}
        onClick={() => voucher[0] && submit.mutate(voucher[0].url)}
      >
        提交凭证
      </Button>
    </>
  );
}
