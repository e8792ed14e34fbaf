// A policy as /sun_two confirms it and /sun_three shows it: the insurer and product, who insures
// whom for how much, the premium, the contact, and (once insured) the policy number and PDF.
import {
  DateTime,
  DetailSection,
  Money,
  resolveImageUrl,
  StatusTag,
  type StampTone,
} from '@bht/ui';
import { runtimeConfig } from '../../app/api';
import type { Policy, PolicyStatus } from './use-insurance-queries';

const TONES: Record<PolicyStatus, StampTone> = {
  unpaid: 'pending',
  insured: 'success',
  closed: 'muted',
};

export function PolicyStatusTag({ policy }: { policy: Pick<Policy, 'status' | 'status_text'> }) {
  return <StatusTag label={policy.status_text} tone={TONES[policy.status]} />;
}

/** The signed link of the policy PDF (private to the enterprise). */
export const policyPdfUrl = (policy: Policy) =>
  policy.policy_url ? resolveImageUrl(policy.policy_url, runtimeConfig.imageHost) : null;

export function PolicyFacts({ policy }: { policy: Policy }) {
  const pdf = policyPdfUrl(policy);
  return (
    <>
      <DetailSection
        title="投保信息"
        extra={<PolicyStatusTag policy={policy} />}
        items={[
          { label: '投保单号', value: policy.sn },
          { label: '保险公司', value: policy.insurer_name },
          { label: '保险产品', value: policy.product_name },
          { label: '投标项目', value: policy.project_name },
          { label: '投保人', value: policy.applicant_name },
          { label: '被保险人', value: policy.insured_name },
          { label: '保险金额', value: <Money value={policy.sum_insured} /> },
          { label: '保费', value: <Money value={policy.premium} /> },
          { label: '联系人', value: policy.contact_name },
          { label: '联系手机', value: policy.contact_mobile },
          { label: '投保时间', value: <DateTime value={policy.create_time} /> },
        ]}
      />
      {policy.status === 'insured' && (
        <DetailSection
          title="保单"
          items={[
            { label: '保单号', value: policy.policy_no },
            { label: '支付时间', value: <DateTime value={policy.pay_time} /> },
            {
              label: '电子保单',
              value: pdf ? (
                <a href={pdf} target="_blank" rel="noreferrer" download>
                  下载保单（PDF）
                </a>
              ) : (
                '保险公司出具后可下载'
              ),
            },
          ]}
        />
      )}
    </>
  );
}
