// The awarded project an application is for, as both forms show it: name, number, employer,
// winner, contract price and term.
import type { Project } from '@bht/api-client';
import { Alert, DetailSection, Money } from '@bht/ui';
import { contractTerm } from './contract-term';

export function ContractFacts({ project }: { project: Project }) {
  const { contract } = project;
  return (
    <DetailSection
      title="项目及中标合同"
      items={[
        { label: '项目名称', value: project.name },
        { label: '项目编号', value: project.number },
        { label: '发包人', value: contract?.employer },
        { label: '中标单位', value: contract?.winner },
        { label: '合同价', value: contract ? <Money value={contract.price} /> : null },
        { label: '工期', value: contractTerm(contract) },
      ]}
    />
  );
}

/** A project without an awarded contract cannot take a performance or wage letter. */
export function NoContractNotice() {
  return (
    <Alert type="error" content="该项目尚无中标合同信息，不能申请此类保函，请重新选择项目。" />
  );
}
