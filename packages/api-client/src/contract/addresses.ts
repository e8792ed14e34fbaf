// The enterprise's postal address book (收件地址, the portal's /invoice/adders): paper letters'
// originals and paper invoices are mailed to an entry of it; orders keep a snapshot.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { emptyRequestSchema, flagSchema, idSchema, nullResponseSchema } from './common';
import { addressSchema, idRequestSchema } from './models';
import { mobileSchema } from '@bht/validators';

/** At most this many addresses per enterprise. */
export const MAX_ADDRESSES = 20;

const addressFields = z.object({
  name: z.string().trim().min(2, '请输入收件人姓名').max(30, '收件人姓名不能超过 30 字'),
  mobile: mobileSchema,
  region: z.string().trim().min(2, '请选择所在地区').max(60, '所在地区不能超过 60 字'),
  address: z
    .string()
    .trim()
    .min(5, '请输入详细地址（至少 5 个字）')
    .max(200, '详细地址不能超过 200 字'),
  is_default: flagSchema.default(0),
});

export const addressGetList = defineEndpoint({
  id: 'addresses.getList',
  path: '/api/address/getList',
  auth: 'enterprise',
  request: emptyRequestSchema,
  response: z.array(addressSchema),
  summary: '收件地址列表（默认地址在前） / Postal addresses, default first',
});
export const addressAdd = defineEndpoint({
  id: 'addresses.add',
  path: '/api/address/add',
  auth: 'enterprise',
  request: addressFields,
  response: addressSchema,
  summary: '新增收件地址 / Add an address',
});
export const addressEdit = defineEndpoint({
  id: 'addresses.edit',
  path: '/api/address/edit',
  auth: 'enterprise',
  request: addressFields.extend({ id: idSchema }),
  response: addressSchema,
  summary: '修改收件地址 / Edit an address',
});
export const addressDelete = defineEndpoint({
  id: 'addresses.delete',
  path: '/api/address/delete',
  auth: 'enterprise',
  request: idRequestSchema,
  response: nullResponseSchema,
  summary: '删除收件地址 / Delete an address',
});
