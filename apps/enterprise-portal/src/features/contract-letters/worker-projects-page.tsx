// /worker/peasant 农民工工资保函项目: the enterprise's awarded construction projects
// (worker_letter/getProjectList); 申报 opens the declaration for the project.
import { workerGetProjectList } from '@bht/api-client';
import { AwardedProjectList } from './awarded-projects';
import { workerPaths } from './contract-letter-paths';

export default function WorkerProjectsPage({ title }: { title: string }) {
  return (
    <AwardedProjectList
      title={title}
      endpoint={workerGetProjectList}
      actionLabel="申报"
      form={workerPaths.form}
    />
  );
}
