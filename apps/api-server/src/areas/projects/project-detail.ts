// /api/project/detail: any project by id, closed ones too (orders keep pointing at them);
// /api/paper_project/getDetail: the same, but a project that takes no paper bid letter is not found;
// the performance and wage letters' getProjectDetail: awarded projects only.
import {
  type getProjectDetail,
  type paperProjectGetDetail,
  type performanceGetProjectDetail,
  type workerGetProjectDetail,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toProjectView } from './project-view';
import type { ProjectRow } from '../../db/rows';

/** The detail call of one project list; `shown` tells which projects that list has (others: 404 `missing`). */
export const projectDetailHandler = (
  endpoint:
    | typeof getProjectDetail
    | typeof paperProjectGetDetail
    | typeof performanceGetProjectDetail
    | typeof workerGetProjectDetail,
  shown: (row: ProjectRow) => boolean = () => true,
  missing = '项目不存在',
) =>
  implement(endpoint, async ({ id }, { db }) => {
    const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
    if (!row || !shown(row)) throw notFound(missing);
    return toProjectView(row);
  });
