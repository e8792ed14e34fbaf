// /apply/form/two: choose the guarantor, wide layout.
import { ChooseGuarantor } from './choose-guarantor';

export default function ChooseGuarantorPage({ title }: { title: string }) {
  return <ChooseGuarantor title={title} layout="desktop" />;
}
