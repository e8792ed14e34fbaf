// Tender projects the bid letters are for: public search and detail, and the same for the tenders
// that accept a paper bid letter (projects.accepts_paper).
import {
  getProjectDetail,
  getProjectList,
  paperProjectGetDetail,
  paperProjectGetList,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { projectListHandler } from './list-projects';
import { projectDetailHandler } from './project-detail';

export const projectHandlers = [
  projectListHandler(getProjectList),
  projectDetailHandler(getProjectDetail),
  projectListHandler(paperProjectGetList, eq(projects.acceptsPaper, true)),
  projectDetailHandler(paperProjectGetDetail, (row) => row.acceptsPaper),
];
