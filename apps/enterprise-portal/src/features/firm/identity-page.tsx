// /firm/one/duty: step 1, legal representative or agent identity (wide layout).
import { FirmGuide } from './firm-guide';
import { IdentityForm } from './identity-form';

export default function IdentityPage({ title }: { title: string }) {
  return (
    <FirmGuide step={0} title={title}>
      {(info) => <IdentityForm info={info} layout="desktop" />}
    </FirmGuide>
  );
}
