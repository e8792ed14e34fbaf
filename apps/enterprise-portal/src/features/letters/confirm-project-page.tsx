// /apply/form/one (public): confirm the project, wide layout.
import { ConfirmProject } from './confirm-project';

export default function ConfirmProjectPage({ title }: { title: string }) {
  return <ConfirmProject title={title} layout="desktop" />;
}
