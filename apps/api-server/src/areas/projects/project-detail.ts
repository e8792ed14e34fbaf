// /api/project/detail: any project by id, closed ones too (orders keep pointing at them).
import { getProjectDetail } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toProjectView } from './project-view';

export const getProjectDetailHandler = implement(getProjectDetail, async ({ id }, { db }) => {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!row) throw notFound('项目不存在');
  return toProjectView(row);
});
