// Step 3: done. The session was refreshed by step 2; the way on waits until it has reloaded.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { useSession } from '@bht/auth-guard/react';
import { ResultPage } from '@bht/ui';
import { useNavigate } from 'react-router-dom';
import type { FlowDone } from './credential-flows';

export function FlowDoneStep({ done }: { done: FlowDone }) {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <ResultPage
      status="success"
      title={done.title}
      description={done.description}
      actions={
        <Button
          type="primary"
          loading={session.status === 'loading'}
          onClick={() => void navigate(done.to, { replace: true })}
        >
          {done.actionLabel}
        </Button>
      }
    />
  );
}
