import { Button } from '@arco-design/web-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Money } from '../format/money';
import { StatusTag } from '../status/status-tag';
import { ResponsiveTable } from './responsive-table';

interface Order {
  sn: string;
  project: string;
  company: string;
  premium: string;
  status: string;
}

const orders: Order[] = [
  {
    sn: 'BH20261123000101',
    project: '苏州高新区人才公寓项目一标段施工总承包',
    company: '江苏信达融资担保有限公司',
    premium: '1200.00',
    status: '待审核',
  },
  {
    sn: 'BH20261123000102',
    project: '南京江北新区市政道路改造工程',
    company: '江苏信达融资担保有限公司',
    premium: '860.00',
    status: '待支付',
  },
];

function Demo({ onView }: { onView: (sn: string) => void }) {
  return (
    <ResponsiveTable<Order>
      aria-label="保函订单"
      rowKey="sn"
      data={orders}
      columns={[
        { title: '订单号', dataIndex: 'sn', width: 180 },
        { title: '项目名称', dataIndex: 'project', ellipsis: true },
        { title: '担保机构', dataIndex: 'company', width: 200 },
        {
          title: '保费',
          dataIndex: 'premium',
          width: 120,
          align: 'right',
          render: (v: string) => <Money value={v} />,
        },
        {
          title: '状态',
          dataIndex: 'status',
          width: 100,
          render: (v: string) => <StatusTag label={v} />,
        },
        {
          title: '操作',
          key: 'actions',
          width: 90,
          fixed: 'right',
          render: (_: unknown, order: Order) => (
            <Button
              type="text"
              size="small"
              aria-label={`查看 ${order.sn}`}
              onClick={() => onView(order.sn)}
            >
              查看
            </Button>
          ),
        },
      ]}
      pagination={false}
    />
  );
}

/** Below 767 px the list renders as cards. Storybook's phone viewport does this by itself; jsdom (vitest) is told its width here. */
function atPhoneWidth() {
  const real = window.innerWidth;
  if (real < 767) return undefined;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  return () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: real });
  };
}

const meta = {
  title: '页面/ResponsiveTable 响应式列表',
  component: Demo,
  args: { onView: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 767 px and wider: Arco's table with a header row. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '项目名称' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(orders.length + 1);
  },
};

/** Phones: one card per order, every field named, the actions at the foot of the card. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  beforeEach: atPhoneWidth,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getByRole('list', { name: '保函订单' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(orders.length);
    await expect(
      within(cards[0]!).getByText('苏州高新区人才公寓项目一标段施工总承包'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(within(cards[1]!).getByRole('button', { name: '查看 BH20261123000102' }));
    await expect(args.onView).toHaveBeenCalledWith('BH20261123000102');
  },
};
