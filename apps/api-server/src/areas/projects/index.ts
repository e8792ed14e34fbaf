// Tender projects the bid e-letters are for: public search and detail.
import { getProjectListHandler } from './list-projects';
import { getProjectDetailHandler } from './project-detail';

export const projectHandlers = [getProjectListHandler, getProjectDetailHandler];
