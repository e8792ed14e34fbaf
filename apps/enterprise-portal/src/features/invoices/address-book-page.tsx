// /invoice/adders 收件地址: the enterprise's postal address book (/api/address/*), where paper
// invoices and paper letters are mailed; entries are added and edited in the paper feature's modal.
import {
  addressDelete,
  addressEdit,
  addressGetList,
  endpointQueryKey,
  MAX_ADDRESSES,
} from '@bht/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { silentQueryOptions } from '../../app/silent-query';
import type { Address } from '../paper-letters/address';
import { BookPage } from './book-page';
import { Alert, lazyDialog, type TableColumn } from '@bht/ui';

// The address form loads when it first opens.
const { Dialog: AddressFormModal } = lazyDialog(
  () => import('../paper-letters/address-form-modal'),
);

const columns: TableColumn<Address>[] = [
  { title: '收件人', dataIndex: 'name', width: 120 },
  { title: '联系电话', dataIndex: 'mobile', width: 140 },
  {
    title: '收件地址',
    key: 'address',
    render: (_: unknown, a: Address) => `${a.region} ${a.address}`,
  },
];

export default function AddressBookPage({ title }: { title: string }) {
  const queryClient = useQueryClient();
  const addresses = useQuery(silentQueryOptions(addressGetList, {}));
  const full = (addresses.data?.length ?? 0) >= MAX_ADDRESSES;
  return (
    <BookPage<Address>
      title={title}
      noun="地址"
      list={addresses}
      nameOf={(a) => `${a.name} ${a.region}${a.address}`}
      columns={columns}
      remove={(a) => api.call(addressDelete, { id: a.id })}
      makeDefault={({ id, name, mobile, region, address }) =>
        api.call(addressEdit, { id, name, mobile, region, address, is_default: 1 })
      }
      refresh={() => queryClient.invalidateQueries({ queryKey: endpointQueryKey(addressGetList) })}
      modal={(target, close) => (
        <AddressFormModal
          visible
          address={target === 'new' ? undefined : target}
          onClose={() => close(false)}
          onSaved={() => close(true)}
        />
      )}
      addBlocked={full ? `最多保存 ${MAX_ADDRESSES} 个收件地址，请先删除不用的地址` : undefined}
      extra={
        full && (
          <Alert
            type="info"
            style={{ marginBottom: 12 }}
            content={`最多保存 ${MAX_ADDRESSES} 个收件地址，请先删除不用的地址再新增。`}
          />
        )
      }
      emptyText="暂无收件地址，点击「新增地址」添加"
    />
  );
}
