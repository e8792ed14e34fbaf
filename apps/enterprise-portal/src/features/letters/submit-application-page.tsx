// /apply/form/four: the application summary, wide layout.
import { SubmitApplication } from './submit-application';

export default function SubmitApplicationPage({ title }: { title: string }) {
  return <SubmitApplication title={title} layout="desktop" />;
}
