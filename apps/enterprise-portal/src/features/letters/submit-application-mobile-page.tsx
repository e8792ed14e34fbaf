// /apply/form/min-four: the application summary on a phone.
import { SubmitApplication } from './submit-application';

export default function SubmitApplicationMobilePage({ title }: { title: string }) {
  return <SubmitApplication title={title} layout="mobile" />;
}
