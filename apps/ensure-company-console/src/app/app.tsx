// The whole console: providers around the guarded routes (pages and the shell load lazily).
import { createAppRoutes } from '@bht/ui';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './providers';
import { routes } from './routes';

const AppRoutes = createAppRoutes({ routes, app: 'console', shell: () => import('./shell') });

export default function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
