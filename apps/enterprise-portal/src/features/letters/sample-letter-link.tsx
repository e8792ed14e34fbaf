// 查看样函 on a guarantor's offer: the sample letter (样函) the guarantor published in its issuing
// configuration (docs/issuing-config.md), read from its public documents once per guarantor shown
// and cached by company. Nothing shows while loading, when the guarantor published none, or when
// the call fails (silent: no toast, a cancelled request included).
import { getEnsureCompanyFiles, type IssuingConfigKey } from '@bht/api-client';
import { resolveImageUrl } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { runtimeConfig } from '../../app/api';
import { silentQueryOptions } from '../../app/silent-query';

const SAMPLE_LETTER: IssuingConfigKey = 'sample_letter';
/**
 * The answer is a signed link living 15 to 20 minutes (docs/files.md): asked again every 10 minutes
 * while shown, and when the tab comes back after that, so the link on screen always opens.
 */
const LINK_REFRESH_MS = 10 * 60_000;

function useSampleLetterUrl(companyId: number) {
  return useQuery({
    ...silentQueryOptions(getEnsureCompanyFiles, { ensure_company_id: companyId }),
    select: (files) => files.find((file) => file.key === SAMPLE_LETTER)?.url ?? null,
    staleTime: LINK_REFRESH_MS,
    refetchInterval: LINK_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** The offer card is the label of its radio, which turns every click into choosing it: the link keeps its own click. */
const openWithoutChoosing = (event: MouseEvent) => event.stopPropagation();

export function SampleLetterLink({ companyId }: { companyId: number }) {
  const sample = useSampleLetterUrl(companyId);
  if (sample.isError || !sample.data) return null;
  return (
    <a
      href={resolveImageUrl(sample.data, runtimeConfig.imageHost)}
      target="_blank"
      rel="noreferrer"
      onClick={openWithoutChoosing}
      style={{ marginLeft: 'auto', fontSize: 13 }}
    >
      查看样函
    </a>
  );
}
