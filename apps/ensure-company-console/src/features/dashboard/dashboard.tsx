// The dashboard of /index (docs/dashboard.md): figure cards (today's applications and letters, the
// premium of the last 30 days, orders waiting on each stage the account holds, open surrenders and
// claims), each linking to its list, and the 30-day charts.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Statistic/style/css.js';
import { companyGetDashboard, endpointQueryOptions, type ResponseOf } from '@bht/api-client';
import { QueryState, ResponsiveGrid } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../app/api';
import { LETTER_DESKS } from '../letter-management/letter-paths';
import { ORDER_STAGE_PATHS } from '../company-orders/order-paths';
import { DashboardCharts } from './dashboard-charts';

type Dashboard = ResponseOf<typeof companyGetDashboard>;

/** Sums money strings exactly, in cents. */
const sumMoney = (values: readonly string[]) => {
  const cents = values.reduce((total, value) => total + Math.round(Number(value) * 100), 0);
  return (cents / 100).toFixed(2);
};

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function Figure({
  title,
  value,
  to,
  suffix,
}: {
  title: string;
  value: number | string;
  to?: string;
  suffix?: string;
}) {
  // Arco's Statistic markup and style, without the component: it brings dayjs with its plugins
  // and a count-up animation (~7 kB gzip) for plain figures.
  const [int, decimal] = String(value).split('.');
  const figure = (
    <div className="arco-statistic">
      <div className="arco-statistic-title">{title}</div>
      <div className="arco-statistic-content">
        <div className="arco-statistic-value" style={{ fontSize: 26 }}>
          <span className="arco-statistic-value-int">{groupThousands(int!)}</span>
          {(decimal !== undefined || suffix) && (
            <span className="arco-statistic-value-decimal">
              {decimal !== undefined && `.${decimal}`}
              {suffix && <span className="arco-statistic-value-suffix">{suffix}</span>}
            </span>
          )}
        </div>
      </div>
    </div>
  );
  return (
    <div
      style={{
        border: '1px solid #e5e6eb',
        borderRadius: 4,
        padding: '12px 16px',
        height: '100%',
        boxSizing: 'border-box',
      }}
    >
      {to ? (
        <Link
          to={to}
          aria-label={`${title} ${value}${suffix ?? ''}，查看列表`}
          style={{ color: 'inherit', display: 'block' }}
        >
          {figure}
        </Link>
      ) : (
        figure
      )}
    </div>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const today = data.days.at(-1);
  const figures: ReactNode[] = [
    <Figure key="applied" title="今日申请" value={today?.applications ?? 0} suffix="笔" />,
    <Figure key="issued" title="今日出函" value={today?.issued ?? 0} suffix="份" />,
    <Figure
      key="premium"
      title="近 30 天保费"
      value={sumMoney(data.days.map((d) => d.premium))}
      suffix="元"
    />,
    ...data.stages.map(({ stage, total }) => (
      <Figure key={stage} title={stage} value={total} suffix="笔" to={ORDER_STAGE_PATHS[stage]} />
    )),
  ];
  if (data.open_surrenders !== null)
    figures.push(
      <Figure
        key="surrenders"
        title="待处理退保"
        value={data.open_surrenders}
        suffix="件"
        to={LETTER_DESKS.surrender.path}
      />,
    );
  if (data.open_claims !== null)
    figures.push(
      <Figure
        key="claims"
        title="待处理理赔"
        value={data.open_claims}
        suffix="件"
        to={LETTER_DESKS.claim.path}
      />,
    );
  return <ResponsiveGrid columns={{ xs: 2, sm: 3, lg: 4, xl: 6 }}>{figures}</ResponsiveGrid>;
}

export function Dashboard() {
  const query = useQuery(endpointQueryOptions(api, companyGetDashboard, {}));
  const data = query.data;
  const quiet =
    data !== undefined && data.days.every((d) => d.applications === 0 && d.issued === 0);
  return (
    <QueryState query={query}>
      {data && (
        <>
          <Card title="业务概览" bordered={false} style={{ marginBottom: 16 }}>
            <Figures data={data} />
          </Card>
          <Card title="近 30 天趋势" bordered={false} style={{ marginBottom: 16 }}>
            {quiet ? (
              <p style={{ color: 'var(--color-text-3)', margin: 0 }}>近 30 天暂无申请与出函</p>
            ) : (
              <DashboardCharts days={data.days} />
            )}
          </Card>
        </>
      )}
    </QueryState>
  );
}
