// /api/project/getList (every open project) and /api/paper_project/getList (those that also accept a
// paper bid letter): the projects open for applications, searched by keyword (name, number, tender
// unit) and filtered by region and trading centre, soonest deadline first, paged on the server.
//
// The page and the total are two queries run together rather than one with `count(*) over()`:
// a window count makes PostgreSQL build the whole filtered set before LIMIT, while the page query
// alone can stop after `limit` rows once an index on (deadline, id) exists. Substring search
// ('%word%') cannot use a b-tree index; at the scale of a project table a sequential scan is
// cheap, and a pg_trgm GIN index is the way to go if it grows.
import { type getProjectList, type paperProjectGetList } from '@bht/api-client/contract';
import { and, asc, count, ilike, or, type SQL } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { implement } from '../../http/implement';
import { openProjects, toProjectView } from './project-view';

/** `%word%` for ILIKE, with the user's own %, _ and \ matched literally. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The project search of one list call; `only` narrows the open projects (e.g. to those accepting paper). */
export const projectListHandler = (
  endpoint: typeof getProjectList | typeof paperProjectGetList,
  only?: SQL,
) =>
  implement(endpoint, async ({ page, limit, keyword, region, trading_center }, { db }) => {
    const where = and(
      openProjects(),
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
        .orderBy(asc(projects.deadline), asc(projects.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(projects).where(where),
    ]);
    return { list: rows.map(toProjectView), total: counted?.total ?? 0, page, limit };
  });
