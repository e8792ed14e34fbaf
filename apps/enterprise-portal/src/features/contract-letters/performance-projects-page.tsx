// /honourapply 履约保函项目: the enterprise's awarded projects (performance_letter/getProjectList);
// 申请履约保函 opens the form for the project.
import { performanceGetProjectList } from '@bht/api-client';
import { AwardedProjectList } from './awarded-projects';
import { performancePaths } from './contract-letter-paths';

export default function PerformanceProjectsPage({ title }: { title: string }) {
  return (
    <AwardedProjectList
      title={title}
      endpoint={performanceGetProjectList}
      actionLabel="申请履约保函"
      form={performancePaths.form}
    />
  );
}
