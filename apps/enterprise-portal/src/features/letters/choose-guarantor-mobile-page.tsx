// /apply/form/min-two: choose the guarantor on a phone.
import { ChooseGuarantor } from './choose-guarantor';

export default function ChooseGuarantorMobilePage({ title }: { title: string }) {
  return <ChooseGuarantor title={title} layout="mobile" />;
}
