// The 退保申请 a desk row opens, in the desk's drawer: its facts, the actions the server offers and
// the log. Its own module: the desk loads it (with the actions' forms) when the drawer opens.
import { useQuery } from '@tanstack/react-query';
import { RecordLogCard } from '../../app/record-log-card';
import { RequestDetail } from '../../app/request-desk';
import { SurrenderActions } from './surrender-actions';
import { SurrenderFacts } from './surrender-facts';
import { surrenderDetailQuery, surrenderLogQuery } from './surrender-queries';

export default function SurrenderDetail({ id }: { id: number }) {
  const detail = useQuery(surrenderDetailQuery(id));
  const log = useQuery(surrenderLogQuery(id));
  return (
    <RequestDetail
      query={detail}
      label="退保申请详情"
      heading={(surrender) => `${surrender.enterprise_name} · 申请 ${surrender.sn}`}
      actions={(surrender) => <SurrenderActions surrender={surrender} />}
      facts={(surrender) => <SurrenderFacts surrender={surrender} />}
      log={<RecordLogCard query={log} />}
    />
  );
}
