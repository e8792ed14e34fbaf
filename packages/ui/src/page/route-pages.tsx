// Route-level pages both apps mount: 404, 403 and the "建设中" placeholder.
import { useNavigate } from 'react-router-dom';
import { Forbidden, NotFound, UnderConstruction } from './result-page';

export function NotFoundRoute() {
  const navigate = useNavigate();
  return <NotFound onHome={() => void navigate('/')} />;
}

export function ForbiddenRoute() {
  const navigate = useNavigate();
  return <Forbidden onHome={() => void navigate('/')} />;
}

/** Screens later issues build: a clear "建设中" page, never fake data. */
export function PlaceholderRoute({ title }: { title: string }) {
  return <UnderConstruction title={title} />;
}
