// /firm/one/min-duty: the same step 1 form laid out for phones.
import { FirmGuide } from './firm-guide';
import { IdentityForm } from './identity-form';

export default function IdentityMobilePage({ title }: { title: string }) {
  return (
    <FirmGuide step={0} title={title} compact>
      {(info) => <IdentityForm info={info} layout="mobile" />}
    </FirmGuide>
  );
}
