// Dashboard answers for the console's /index tests.
import type { companyGetDashboard, ResponseOf } from '@bht/api-client';

type Dashboard = ResponseOf<typeof companyGetDashboard>;

/** 30 days ending 2026-11-27, quiet unless `busy`: then 3 applications and 2 letters (1,500.50 元) a day. */
export function dashboardData({
  busy = false,
  ...rest
}: Partial<Dashboard> & { busy?: boolean } = {}): Dashboard {
  const days = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 29 + i)).toISOString().slice(0, 10);
    return busy
      ? { date, applications: 3, issued: 2, premium: '1500.50' }
      : { date, applications: 0, issued: 0, premium: '0.00' };
  });
  return {
    days,
    stages: [
      { stage: '待审核', total: 12 },
      { stage: '已出函', total: 1234 },
    ],
    open_surrenders: 2,
    open_claims: 1,
    ...rest,
  };
}
