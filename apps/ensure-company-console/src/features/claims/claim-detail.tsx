// The 索赔 a desk row opens, in the desk's drawer: its facts, the actions the server offers and
// the log. Its own module: the desk loads it (with the actions' forms) when the drawer opens.
import { useQuery } from '@tanstack/react-query';
import { RecordLogCard } from '../../app/record-log-card';
import { RequestDetail } from '../../app/request-desk';
import { ClaimActions } from './claim-actions';
import { ClaimFacts } from './claim-facts';
import { claimDetailQuery, claimLogQuery } from './claim-queries';

export default function ClaimDetail({ id }: { id: number }) {
  const detail = useQuery(claimDetailQuery(id));
  const log = useQuery(claimLogQuery(id));
  return (
    <RequestDetail
      query={detail}
      label="索赔详情"
      heading={(claim) => `${claim.claimant} · 索赔 ${claim.sn}`}
      actions={(claim) => <ClaimActions claim={claim} />}
      facts={(claim) => <ClaimFacts claim={claim} />}
      log={<RecordLogCard query={log} />}
    />
  );
}
