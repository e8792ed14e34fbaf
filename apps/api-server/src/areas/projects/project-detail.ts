// /api/project/detail: any project by id, closed ones too (orders keep pointing at them);
// /api/paper_project/getDetail: the same, but a project that takes no paper bid letter is not found.
import { type getProjectDetail, type paperProjectGetDetail } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toProjectView } from './project-view';

type ProjectRow = typeof projects.$inferSelect;

/** The detail call of one project list; `shown` tells which projects that list has (others: 404). */
export const projectDetailHandler = (endpoint: typeof getProjectDetail | typeof paperProjectGetDetail, shown: (row: ProjectRow) => boolean = () => true) =>
  implement(endpoint, async ({ id }, { db }) => {
    const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
    if (!row || !shown(row)) throw notFound('项目不存在');
    return toProjectView(row);
  });
