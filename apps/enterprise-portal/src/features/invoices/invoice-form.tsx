// The invoice request of /invoice/askfor (a new one for a paid order) and /invoice/modify (the same
// request while 待开票): the order with its invoiceable amount, the kind (普通 / 专用), the medium
// (电子 / 纸质), the title from the title book, then the e-mail (electronic) or an address of the
// address book (paper), and a remark. The server is the authority: what it refuses lands on its
// field (title_id for a special invoice whose title lacks bank data, email, address_id…).
import { Button, Input, Radio, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  addressGetList,
  INVOICE_KIND_TEXT,
  INVOICE_MEDIUM_TEXT,
  invoiceApply,
  type invoiceGetTitleList,
  invoiceModify,
  invoiceRequestSchema,
  type ResponseOf,
} from '@bht/api-client';
import { Alert, DetailSection, Money, schemaRule, useIsMobile, useServerForm, Form } from '@bht/ui';
import { formatMoney } from '@bht/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { silentQueryOptions } from '../../app/silent-query';
import { AddressPicker } from '../paper-letters/receiving-address-field';
import { invoicePaths } from './invoice-paths';
import { invalidateInvoices, useInvoiceableOrders, useInvoiceTitles } from './invoice-queries';

export type Invoice = ResponseOf<typeof invoiceApply>;
type Title = ResponseOf<typeof invoiceGetTitleList>[number];

interface InvoiceValues {
  order_sn?: string;
  kind: 'normal' | 'special';
  medium: 'electronic' | 'paper';
  title_id?: number;
  email?: string;
  address_id?: number;
  remark?: string;
}

const rule = (field: keyof typeof invoiceRequestSchema.shape) =>
  schemaRule(invoiceRequestSchema.shape[field]);

/** A special VAT invoice needs the title's bank, account, registered address and phone. */
export const lacksBankData = (title: Title) =>
  !title.bank_name || !title.bank_account || !title.address || !title.phone;

function OrderField({ orderSn }: { orderSn?: string }) {
  const orders = useInvoiceableOrders();
  const list = orders.data ?? [];
  const missing = orderSn && orders.data && !list.some((o) => o.order_sn === orderSn);
  return (
    <>
      {missing && (
        <Alert
          type="warning"
          style={{ marginBottom: 16 }}
          content={
            <>
              订单 {orderSn}{' '}
              暂不能申请开票：发票只为已支付且未退款的订单开具，每个订单一张。若已申请过，请在{' '}
              <Link to={`${invoicePaths.list}?keyword=${encodeURIComponent(orderSn)}`}>
                开票记录
              </Link>{' '}
              中查看。
            </>
          }
        />
      )}
      <Form.Item
        label="开票订单"
        field="order_sn"
        rules={[{ required: true, message: '请选择订单' }]}
        extra={
          orders.data && list.length === 0
            ? '暂无可开票的订单：订单支付后可申请开票，已申请的订单不再列出'
            : undefined
        }
      >
        <Select
          aria-label="开票订单"
          placeholder="请选择已支付的订单"
          loading={orders.isPending}
          showSearch
          filterOption={(input, option) =>
            String((option as { props?: { children?: unknown } }).props?.children ?? '').includes(
              input,
            )
          }
          options={list.map((o) => ({
            value: o.order_sn,
            label: `${o.project_name}（${o.order_sn}，可开票 ¥${formatMoney(o.amount)}）`,
          }))}
        />
      </Form.Item>
      {orders.error && (
        <Alert
          type="error"
          style={{ marginBottom: 16 }}
          content={`可开票订单加载失败：${orders.error.message}`}
          action={
            <Button size="mini" onClick={() => void orders.refetch()}>
              重试
            </Button>
          }
        />
      )}
    </>
  );
}

function TitleField({ kind }: { kind: InvoiceValues['kind'] }) {
  const titles = useInvoiceTitles();
  const { form } = Form.useFormContext();
  const titleId = Form.useWatch('title_id', form) as number | undefined;
  const list = titles.data ?? [];
  const chosen = list.find((t) => t.id === titleId);
  return (
    <>
      <Form.Item
        label="发票抬头"
        field="title_id"
        rules={[{ required: true, message: '请选择发票抬头' }]}
        extra={
          <span>
            {titles.data && list.length === 0
              ? '抬头簿中还没有发票抬头，请先新增。'
              : chosen
                ? `纳税人识别号 ${chosen.tax_no}`
                : null}{' '}
            <Link to={invoicePaths.titles}>管理抬头</Link>
          </span>
        }
      >
        <Select
          aria-label="发票抬头"
          placeholder="请从抬头簿选择"
          loading={titles.isPending}
          options={list.map((t) => ({
            value: t.id,
            label: t.is_default === 1 ? `${t.title}（默认）` : t.title,
          }))}
        />
      </Form.Item>
      {kind === 'special' && chosen && lacksBankData(chosen) && (
        <Alert
          type="warning"
          style={{ marginBottom: 16 }}
          content={
            <>
              增值税专用发票需要抬头的开户银行、银行账号、注册地址和注册电话，「{chosen.title}
              」尚未填全，请先在 <Link to={invoicePaths.titles}>管理抬头</Link> 中补充。
            </>
          }
        />
      )}
      {titles.error && (
        <Alert
          type="error"
          style={{ marginBottom: 16 }}
          content={`发票抬头加载失败：${titles.error.message}`}
          action={
            <Button size="mini" onClick={() => void titles.refetch()}>
              重试
            </Button>
          }
        />
      )}
    </>
  );
}

type FormOf = ReturnType<typeof Form.useForm<InvoiceValues>>[0];

/**
 * The book entries chosen at first: for a new request the default title; for a modify the title and
 * address the request was made from (the invoice keeps snapshots, not ids), when still in the book.
 */
function useInitialChoices(form: FormOf, invoice?: Invoice) {
  const titles = useInvoiceTitles();
  // The server snapshots an address as `${region} ${address}` (as paper letters do).
  const addresses = useQuery({
    ...silentQueryOptions(addressGetList, {}),
    enabled: invoice?.receiver != null,
  });
  useEffect(() => {
    if (!titles.data || form.getFieldValue('title_id') !== undefined) return;
    const title = invoice
      ? titles.data.find((t) => t.title === invoice.title && t.tax_no === invoice.tax_no)
      : (titles.data.find((t) => t.is_default === 1) ?? titles.data[0]);
    if (title) form.setFieldValue('title_id', title.id);
  }, [form, invoice, titles.data]);
  const matched = useRef(false);
  useEffect(() => {
    const receiver = invoice?.receiver;
    if (!receiver || !addresses.data || matched.current) return;
    matched.current = true;
    const address = addresses.data.find(
      (a) =>
        a.name === receiver.name &&
        a.mobile === receiver.mobile &&
        receiver.address === `${a.region} ${a.address}`,
    );
    if (address) form.setFieldValue('address_id', address.id);
  }, [form, invoice, addresses.data]);
}

export interface InvoiceFormProps {
  /** Modify this pending request; otherwise a new one. */
  invoice?: Invoice;
  /** A new request for this order (?order_sn=), chosen when it can be invoiced. */
  orderSn?: string;
}

export function InvoiceForm({ invoice, orderSn }: InvoiceFormProps) {
  const [form] = Form.useForm<InvoiceValues>();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orders = useInvoiceableOrders();
  const kind =
    (Form.useWatch('kind', form) as InvoiceValues['kind'] | undefined) ?? invoice?.kind ?? 'normal';
  const medium =
    (Form.useWatch('medium', form) as InvoiceValues['medium'] | undefined) ??
    invoice?.medium ??
    'electronic';
  const chosenSn = Form.useWatch('order_sn', form) as string | undefined;
  const chosenOrder = orders.data?.find((o) => o.order_sn === chosenSn);
  useInitialChoices(form, invoice);
  useEffect(() => {
    if (
      !invoice &&
      orderSn &&
      orders.data?.some((o) => o.order_sn === orderSn) &&
      !form.getFieldValue('order_sn')
    )
      form.setFieldValue('order_sn', orderSn);
  }, [form, invoice, orderSn, orders.data]);

  const { submitting, message, onSubmit } = useServerForm(form, async (values: InvoiceValues) => {
    const request = {
      kind: values.kind,
      medium: values.medium,
      title_id: values.title_id!,
      email: values.medium === 'electronic' ? (values.email ?? '').trim() : '',
      ...(values.medium === 'paper' && values.address_id !== undefined
        ? { address_id: values.address_id }
        : {}),
      remark: values.remark ?? '',
    };
    const saved = invoice
      ? await api.call(invoiceModify, { ...request, id: invoice.id }, { silent: true })
      : await api.call(
          invoiceApply,
          { ...request, order_sn: values.order_sn ?? '' },
          { silent: true },
        );
    invalidateInvoices(queryClient);
    navigate(invoicePaths.detail(saved.id));
  });

  const initialValues: InvoiceValues = invoice
    ? { kind: invoice.kind, medium: invoice.medium, email: invoice.email, remark: invoice.remark }
    : { kind: 'normal', medium: 'electronic', email: '', remark: '' };

  return (
    <Form<InvoiceValues>
      form={form}
      {...(mobile
        ? { layout: 'vertical' as const }
        : { layout: 'horizontal' as const, labelCol: { span: 5 }, wrapperCol: { span: 17 } })}
      initialValues={initialValues}
      onSubmit={(values) => void onSubmit(values)}
      style={{ maxWidth: 760 }}
    >
      {invoice ? (
        <DetailSection
          title="开票订单"
          items={[
            { label: '订单号', value: invoice.order_sn },
            { label: '项目名称', value: invoice.project_name },
            { label: '开票金额', value: <Money value={invoice.amount} /> },
          ]}
        />
      ) : (
        <>
          <OrderField orderSn={orderSn} />
          {chosenOrder && (
            <Form.Item label="开票金额">
              <Money value={chosenOrder.amount} />{' '}
              <span style={{ color: 'var(--color-text-3)' }}>（实付保费扣除退款）</span>
            </Form.Item>
          )}
        </>
      )}
      <Form.Item
        label="发票类型"
        field="kind"
        rules={[{ required: true, message: '请选择发票类型' }]}
      >
        <Radio.Group
          type="button"
          aria-label="发票类型"
          options={(['normal', 'special'] as const).map((value) => ({
            value,
            label: INVOICE_KIND_TEXT[value],
          }))}
        />
      </Form.Item>
      <Form.Item
        label="发票形式"
        field="medium"
        rules={[{ required: true, message: '请选择发票形式' }]}
      >
        <Radio.Group
          type="button"
          aria-label="发票形式"
          options={(['electronic', 'paper'] as const).map((value) => ({
            value,
            label: INVOICE_MEDIUM_TEXT[value],
          }))}
        />
      </Form.Item>
      <TitleField kind={kind} />
      {medium === 'electronic' ? (
        <Form.Item
          label="接收邮箱"
          field="email"
          rules={[{ required: true, message: '请输入接收发票的邮箱' }, rule('email')]}
          extra="开具后电子发票将发送到此邮箱"
        >
          <Input
            placeholder="如 finance@example.com"
            maxLength={100}
            inputMode="email"
            autoComplete="email"
          />
        </Form.Item>
      ) : (
        <Form.Item
          label="收件地址"
          field="address_id"
          rules={[{ required: true, message: '请选择收件地址' }]}
          extra={
            <>
              纸质发票将寄到此地址；<Link to={invoicePaths.addresses}>管理收件地址</Link>
            </>
          }
        >
          <AddressPicker />
        </Form.Item>
      )}
      <Form.Item label="备注" field="remark" rules={[rule('remark')]}>
        <Input.TextArea
          placeholder="选填，如需在发票备注栏注明的内容"
          maxLength={200}
          showWordLimit
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </Form.Item>
      {message && <Alert type="error" content={message} style={{ marginBottom: 16 }} />}
      <Form.Item wrapperCol={mobile ? undefined : { offset: 5 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {invoice ? '保存修改' : '提交申请'}
          </Button>
          <Button
            onClick={() =>
              void navigate(invoice ? invoicePaths.detail(invoice.id) : invoicePaths.list)
            }
          >
            取消
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
