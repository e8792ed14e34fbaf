// /apply/form/five (public): the application result, e.g. opened on another device.
import { ApplicationResult } from './application-result';

export default function ApplicationResultPublicPage({ title }: { title: string }) {
  return <ApplicationResult title={title} standalone />;
}
