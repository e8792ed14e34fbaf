// The whole console: providers around the guarded router (pages and the shell load lazily).
import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { getRouter } from './router';

export default function App() {
  return (
    <Providers>
      <RouterProvider router={getRouter()} />
    </Providers>
  );
}
