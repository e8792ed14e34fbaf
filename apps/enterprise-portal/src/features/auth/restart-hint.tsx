// Under a failed step 2: the ticket may have expired, so offer to verify again.
import { Link } from 'react-router-dom';

export function RestartHint({ to }: { to: string }) {
  return (
    <p style={{ margin: '0 0 12px', fontSize: 13 }}>
      验证已过期？
      <Link to={to} replace>
        重新验证身份
      </Link>
    </p>
  );
}
