// /api/project/getList (every open project) and /api/paper_project/getList (those that also accept a
// paper bid letter): the projects open for applications, searched by keyword (name, number, tender
// unit) and filtered by region and trading centre, soonest deadline first, paged on the server.
// The performance and wage letters' getProjectList use the same search over awarded projects
// (AWARDED_LISTING: a contract recorded, newest first).
//
// The page and the total are two queries run together rather than one with `count(*) over()`:
// a window count makes PostgreSQL build the whole filtered set before LIMIT, while the page query
// alone can stop after `limit` rows once an index on (deadline, id) exists. Substring search
// ('%word%') cannot use a b-tree index; at the scale of a project table a sequential scan is
// cheap, and a pg_trgm GIN index is the way to go if it grows.
import {
  type getProjectList,
  type paperProjectGetList,
  type performanceGetProjectList,
  type workerGetProjectList,
} from '@bht/api-client/contract';
import { and, asc, count, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { implement } from '../../http/implement';
import { openProjects, toProjectView } from './project-view';
import { containsPattern } from '../../db/conditions';

/** Which projects a list shows and in which order. */
export interface ProjectListing {
  scope: () => SQL;
  order: () => SQL[];
}

/** Open tenders, soonest deadline first (the bid letters). */
export const OPEN_LISTING: ProjectListing = {
  scope: openProjects,
  order: () => [asc(projects.deadline), asc(projects.id)],
};

/** Awarded projects still listed, newest first as projects_awarded_idx holds them (performance and wage letters). */
export const AWARDED_LISTING: ProjectListing = {
  scope: () => and(isNotNull(projects.contractPrice), eq(projects.status, 1))!,
  order: () => [sql`${projects.createdAt} desc nulls last`, sql`${projects.id} desc nulls last`],
};

/** The project search of one list call; `only` narrows the listing's projects (e.g. to those accepting paper). */
export const projectListHandler = (
  endpoint:
    | typeof getProjectList
    | typeof paperProjectGetList
    | typeof performanceGetProjectList
    | typeof workerGetProjectList,
  only?: SQL,
  listing: ProjectListing = OPEN_LISTING,
) =>
  implement(endpoint, async ({ page, limit, keyword, region, trading_center }, { db }) => {
    const where = and(
      listing.scope(),
      only,
      keyword
        ? or(
            ilike(projects.name, containsPattern(keyword)),
            ilike(projects.number, containsPattern(keyword)),
            ilike(projects.tenderUnit, containsPattern(keyword)),
          )
        : undefined,
      region ? ilike(projects.region, containsPattern(region)) : undefined,
      trading_center ? ilike(projects.tradingCenter, containsPattern(trading_center)) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(projects)
        .where(where)
        .orderBy(...listing.order())
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(projects).where(where),
    ]);
    return { list: rows.map(toProjectView), total: counted?.total ?? 0, page, limit };
  });
