// Choosing the guarantor of a performance or wage letter: the guarantors offering the type, each
// with the premium the server computed for the guaranteed amount, and the live quote (getPrice)
// of the one chosen with the rule it applied. Inputs reach the server debounced (spec §9, 200 ms).
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import type {
  CallInput,
  performanceGetEnsureCompany,
  performanceGetPrice,
  ResponseOf,
  workerGetEnsureCompany,
  workerGetPrice,
} from '@bht/api-client';
import { Alert, DEBOUNCE_WAIT, Money, QueryState } from '@bht/ui';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { silentQueryOptions } from '../../app/silent-query';
import { GuarantorOptions, type GuarantorOffer } from '../letters/guarantor-options';
import type { ApplyLayout } from '../letters/apply-steps';

export type PremiumQuote = ResponseOf<typeof performanceGetPrice>;
type OffersEndpoint = typeof performanceGetEnsureCompany | typeof workerGetEnsureCompany;
type PriceEndpoint = typeof performanceGetPrice | typeof workerGetPrice;

/** `value` once it has stayed the same for `wait` ms (compared by content, so a new object of equal fields does not restart it). */
export function useDebounced<T>(value: T, wait = DEBOUNCE_WAIT): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content
  }, [key, wait]);
  return settled;
}

/** The type's guarantors with their premium for `amount` (their minimum premium while there is no valid amount). */
export function useContractOffers(endpoint: OffersEndpoint, amount: string | null) {
  return useQuery({
    ...silentQueryOptions(endpoint, amount ? { amount } : {}),
    placeholderData: keepPreviousData,
  });
}

/** The chosen guarantor's quote; `input` null (no guarantor yet, or the figures are not valid) asks nothing. */
export function usePremiumQuote<E extends PriceEndpoint>(endpoint: E, input: CallInput<E> | null) {
  return useQuery({
    ...silentQueryOptions(endpoint as PriceEndpoint, (input ?? {}) as CallInput<PriceEndpoint>),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  }) as UseQueryResult<PremiumQuote, Error>;
}

/** The quote under the choice: premium and rule, or why there is none. */
export function QuoteLine({
  quote,
  pending,
}: {
  quote: UseQueryResult<PremiumQuote, Error>;
  pending: string | null;
}) {
  if (pending) return <div style={{ color: 'var(--color-text-3)' }}>{pending}</div>;
  if (quote.error && !quote.isFetching)
    return <Alert type="warning" content={`保费试算失败：${quote.error.message}`} />;
  if (!quote.data) return <Spin size={16} tip="保费试算中…" />;
  return (
    <div
      aria-live="polite"
      aria-busy={quote.isFetching}
      style={{ color: '#4e5969', lineHeight: 1.8 }}
    >
      <div>
        应付保费{' '}
        <strong style={{ color: '#F53F3F', fontSize: 18 }}>
          <Money value={quote.data.premium} />
        </strong>
        {quote.isFetching && (
          <span style={{ marginLeft: 8, color: 'var(--color-text-3)' }}>试算中…</span>
        )}
      </div>
      <div data-testid="premium-rule">{quote.data.rule}</div>
    </div>
  );
}

export interface GuarantorQuoteFieldProps {
  offers: UseQueryResult<GuarantorOffer[], Error>;
  layout: ApplyLayout;
  value?: number;
  onChange?: (id: number) => void;
}

/** A form control (value / onChange = the company id), so server errors on ensure_company_id land on it. */
export function GuarantorChoice({ offers, layout, value, onChange }: GuarantorQuoteFieldProps) {
  return (
    <QueryState query={offers}>
      <GuarantorOptions
        offers={offers.data ?? []}
        layout={layout}
        value={value}
        onChange={onChange}
        emptyText="暂无开办此类保函的担保机构"
      />
    </QueryState>
  );
}
