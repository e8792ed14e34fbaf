// What the result step says for each order status (docs/state-machines.md), e-letter and paper alike.
import type { ResultPageProps } from '@bht/ui';

/** How often the order screens (this result page, the order detail) ask for the status while it can still move (spec §4). */
export const STATUS_POLL_MS = 5_000;

export interface ResultView {
  status: ResultPageProps['status'];
  title: string;
  description: string;
}

const VIEWS: Record<number, ResultView> = {
  0: {
    status: 'warning',
    title: '合同尚未签署',
    description: '签署委托担保合同后，申请才会提交给担保机构审核。',
  },
  1: {
    status: 'success',
    title: '申请已提交',
    description: '合同已签署，请等待担保机构审核，审核结果会在本页和订单中更新。',
  },
  2: {
    status: 'success',
    title: '审核已通过',
    description: '请在订单详情中支付保费，支付完成后担保机构将出具保函。',
  },
  3: { status: 'info', title: '保函出具中', description: '保费已支付，担保机构正在出具保函。' },
  4: { status: 'success', title: '保函已出具', description: '可在订单详情中下载电子保函。' },
  5: {
    status: 'error',
    title: '申请已被驳回',
    description: '驳回原因请在订单详情中查看，修改后可重新申请。',
  },
  6: {
    status: 'warning',
    title: '保函已作废',
    description: '该保函已由担保机构作废，详情请查看订单。',
  },
  7: { status: 'warning', title: '订单已取消', description: '该申请已取消，如需保函请重新申请。' },
  8: { status: 'info', title: '退款审核中', description: '退款申请已提交，请等待担保机构处理。' },
  9: { status: 'info', title: '退款成功', description: '保费已退回。' },
  10: {
    status: 'success',
    title: '保费已支付',
    description: '担保机构将打印、盖章并寄出保函原件，寄出后可在订单详情查看快递单号。',
  },
  11: {
    status: 'success',
    title: '保函已寄出',
    description: '保函原件已寄出，可在订单详情查看快递公司和单号，收到后请确认签收。',
  },
  12: { status: 'success', title: '保函已签收', description: '您已确认收到保函原件。' },
};

export const resultViewOf = (status: number): ResultView => VIEWS[status] ?? VIEWS[1]!;
