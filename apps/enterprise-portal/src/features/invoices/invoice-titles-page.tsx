// /invoice/management 发票抬头管理: the title book the invoice request chooses from.
import {
  endpointQueryKey,
  invoiceDeleteTitle,
  invoiceEditTitle,
  invoiceGetTitleList,
} from '@bht/api-client';
import { lazyDialog, type TableColumn } from '@bht/ui';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { BookPage } from './book-page';
import { useInvoiceTitles } from './invoice-queries';
import { titleFields, type InvoiceTitle } from './title-fields';

// The add / edit form loads when it first opens.
const { Dialog: TitleFormModal } = lazyDialog(() => import('./title-form-modal'));

const orDash = (value: string) => value || '-';

const columns: TableColumn<InvoiceTitle>[] = [
  { title: '发票抬头', dataIndex: 'title', ellipsis: true },
  { title: '纳税人识别号', dataIndex: 'tax_no', width: 200 },
  {
    title: '开户银行及账号',
    key: 'bank',
    width: 240,
    render: (_: unknown, t: InvoiceTitle) =>
      t.bank_name || t.bank_account
        ? `${orDash(t.bank_name)} ${t.bank_account}`.trim()
        : '未填写（仅可开普通发票）',
  },
  {
    title: '注册地址及电话',
    key: 'registered',
    width: 240,
    render: (_: unknown, t: InvoiceTitle) =>
      t.address || t.phone ? `${orDash(t.address)} ${t.phone}`.trim() : '-',
  },
];

export default function InvoiceTitlesPage({ title }: { title: string }) {
  const queryClient = useQueryClient();
  const titles = useInvoiceTitles();
  return (
    <BookPage<InvoiceTitle>
      title={title}
      noun="抬头"
      list={titles}
      nameOf={(t) => t.title}
      columns={columns}
      remove={(t) => api.call(invoiceDeleteTitle, { id: t.id })}
      makeDefault={(t) =>
        api.call(invoiceEditTitle, { ...titleFields(t), is_default: 1, id: t.id })
      }
      refresh={() =>
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(invoiceGetTitleList) })
      }
      modal={(target, close) => <TitleFormModal target={target} onClose={close} />}
      emptyText="暂无发票抬头，点击「新增抬头」添加"
    />
  );
}
