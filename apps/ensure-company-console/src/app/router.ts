import { createAppRouter } from '@bht/ui';
import { routes } from './routes';

export const router = createAppRouter({ routes, app: 'console', shell: () => import('./shell') });
