// /apply/form/min-one (public): confirm the project on a phone.
import { ConfirmProject } from './confirm-project';

export default function ConfirmProjectMobilePage({ title }: { title: string }) {
  return <ConfirmProject title={title} layout="mobile" />;
}
