// /oneDuty 法定代表人认证.
import { IdentityPage } from './identity-form';

export default function LegalIdentityPage({ title }: { title: string }) {
  return <IdentityPage title={title} role="legal" />;
}
