// The tender project an application is for, as the wizard shows it on every step that needs it.
import type { Project } from '@bht/api-client';
import { DateTime, DetailSection, Money } from '@bht/ui';
import type { ApplyLayout } from './apply-steps';

export function ProjectFacts({
  project,
  layout = 'desktop',
  title = '项目信息',
}: {
  project: Project;
  layout?: ApplyLayout;
  title?: string;
}) {
  return (
    <DetailSection
      title={title}
      columns={layout === 'mobile' ? 1 : 2}
      items={[
        { label: '项目名称', value: project.name },
        { label: '项目编号', value: project.number },
        { label: '招标人', value: project.tender_unit },
        { label: '交易中心', value: project.trading_center },
        { label: '标段', value: project.bid_section },
        { label: '投标保证金', value: <Money value={project.bid_bond_amount} /> },
        {
          label: '开标时间',
          value: <DateTime value={project.bid_open_time} pattern="y-m-d h:i" />,
        },
        { label: '投标截止时间', value: <DateTime value={project.deadline} pattern="y-m-d h:i" /> },
      ]}
    />
  );
}

/** The server's rule: a project takes applications while open (status 1) and before its deadline. */
export const isClosed = (project: Project, now = Date.now()) =>
  project.status !== 1 || project.deadline * 1000 <= now;

export const CLOSED_MESSAGE = '该项目已截止投标，不能申请保函。';
