// The console's dashboard (工作台, /index).
import { getDashboardHandler } from './get-dashboard';

export const dashboardHandlers = [getDashboardHandler];
