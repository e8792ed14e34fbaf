import { createAppRouter } from '@bht/ui';
import { routes } from './routes';

export const router = createAppRouter({ routes, app: 'enterprise', shell: () => import('./shell') });
