// Whether the company takes new orders (company.status), as the workbench and 机构信息 show it.
import { Tag } from '@bht/ui';

export function IntakeTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="green">接单中</Tag> : <Tag color="orange">暂停接单</Tag>;
}
