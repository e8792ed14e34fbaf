// /minDuty 经办人认证.
import { IdentityPage } from './identity-form';

export default function AgentIdentityPage({ title }: { title: string }) {
  return <IdentityPage title={title} role="agent" />;
}
