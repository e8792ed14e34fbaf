// /apply/form/fiveone: the application result inside the portal.
import { ApplicationResult } from './application-result';

export default function ApplicationResultPage({ title }: { title: string }) {
  return <ApplicationResult title={title} standalone={false} />;
}
