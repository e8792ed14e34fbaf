// The awarded projects a performance (/honourapply) or wage (/worker/peasant) letter starts from:
// the shared project list with the awarded contract's columns (employer, contract price, term).
import type { Project } from '@bht/api-client';
import { Money, type TableColumn } from '@bht/ui';
import { ProjectListView, type ProjectListEndpoint } from '../orders/project-list-page';
import { contractTerm } from './contract-term';

const AWARDED_COLUMNS: TableColumn<Project>[] = [
  { title: '项目名称', dataIndex: 'name', ellipsis: true },
  { title: '项目编号', dataIndex: 'number', width: 170 },
  {
    title: '发包人',
    key: 'employer',
    width: 200,
    ellipsis: true,
    render: (_: unknown, project: Project) => project.contract?.employer ?? '-',
  },
  {
    title: '合同价',
    key: 'price',
    width: 160,
    align: 'right',
    render: (_: unknown, project: Project) =>
      project.contract ? <Money value={project.contract.price} /> : '-',
  },
  {
    title: '工期',
    key: 'term',
    width: 210,
    render: (_: unknown, project: Project) => contractTerm(project.contract),
  },
];

export interface AwardedProjectListProps {
  title: string;
  endpoint: ProjectListEndpoint;
  actionLabel: string;
  /** The application form for a project. */
  form: (target: { projectId: number }) => string;
}

export function AwardedProjectList({
  title,
  endpoint,
  actionLabel,
  form,
}: AwardedProjectListProps) {
  return (
    <ProjectListView
      title={title}
      endpoint={endpoint}
      columns={AWARDED_COLUMNS}
      action={{ label: actionLabel, to: (project) => form({ projectId: project.id }) }}
      emptyText="暂无已中标的项目"
    />
  );
}
