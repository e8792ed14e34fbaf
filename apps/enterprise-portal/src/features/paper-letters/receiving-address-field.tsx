// 收件地址 of the paper wizard's guarantor step: the enterprise's address book
// (/api/address/getList, default first) as choices, the default chosen at first, and 新增地址
// adding one in place (which is then chosen). The value is the address id the order records.
import { Button, Empty, Radio, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { addressGetList, endpointQueryKey } from '@bht/api-client';
import { lazyDialog, QueryState, Tag, Form } from '@bht/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { silentQueryOptions } from '../../app/silent-query';
import type { Address } from './address';
import type { ApplyLayout } from '../letters/apply-steps';

// The address form loads when it first opens.
const { Dialog: AddressFormModal } = lazyDialog(() => import('./address-form-modal'));

interface AddressPickerProps {
  value?: number;
  onChange?: (id: number) => void;
}

function AddressChoice({ address }: { address: Address }) {
  return (
    <span>
      <strong>{address.name}</strong> {address.mobile}
      {address.is_default === 1 && (
        <Tag size="small" color="arcoblue" style={{ marginLeft: 8 }}>
          默认
        </Tag>
      )}
      <br />
      <span style={{ color: '#4e5969' }}>
        {address.region} {address.address}
      </span>
    </span>
  );
}

/** The address book as choices with 新增地址 in place (the paper wizard's and the paper invoice's). */
export function AddressPicker({ value, onChange }: AddressPickerProps) {
  const queryClient = useQueryClient();
  const addresses = useQuery(silentQueryOptions(addressGetList, {}));
  const [adding, setAdding] = useState(false);
  const list = addresses.data ?? [];
  const preferred = list.find((a) => a.is_default === 1) ?? list[0];
  useEffect(() => {
    if (value === undefined && preferred) onChange?.(preferred.id);
  }, [value, preferred, onChange]);
  const added = (address: Address) => {
    setAdding(false);
    queryClient.setQueryData<Address[]>(endpointQueryKey(addressGetList, {}), (old) => [
      ...(old ?? []),
      address,
    ]);
    void queryClient.invalidateQueries({ queryKey: endpointQueryKey(addressGetList) });
    onChange?.(address.id);
  };
  return (
    <QueryState query={addresses}>
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        {list.length === 0 ? (
          <Empty description="地址簿中还没有收件地址，请新增" />
        ) : (
          <Radio.Group
            direction="vertical"
            value={value}
            onChange={(id: number) => onChange?.(id)}
            aria-label="收件地址"
          >
            {list.map((address) => (
              <Radio key={address.id} value={address.id} style={{ marginBottom: 8 }}>
                <AddressChoice address={address} />
              </Radio>
            ))}
          </Radio.Group>
        )}
        <Button type="outline" onClick={() => setAdding(true)}>
          新增地址
        </Button>
      </Space>
      {adding && <AddressFormModal visible onClose={() => setAdding(false)} onSaved={added} />}
    </QueryState>
  );
}

/** The form item (field receiver_address_id) the paper flow adds to the guarantor step. */
export function ReceivingAddressField(_: { layout: ApplyLayout }) {
  return (
    <Form.Item
      label="收件地址"
      field="receiver_address_id"
      rules={[{ required: true, message: '请选择收件地址' }]}
      extra="担保机构将把盖章的保函原件寄到此地址"
    >
      <AddressPicker />
    </Form.Item>
  );
}
