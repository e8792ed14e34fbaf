import { demoCompanies, demoEnterprises, demoOperators, DEMO_PASSWORD } from './demo-accounts';

/** The demo log-in table printed on start. */
export function demoAccountsTable(urls: {
  api: string;
  enterprise: string;
  console: string;
  /** The sandbox trading platform, when the sandbox registers it. */
  platform?: string;
}): string {
  const lines = [
    '',
    '保函通 demo log-ins (password for every account: ' + DEMO_PASSWORD + ')',
    `  企业端 ${urls.enterprise}/login`,
    ...demoEnterprises.flatMap((e) => [
      `    ${e.master.mobile}  主账号  ${e.name}  — ${e.note}`,
      ...e.subs.map((s) => `    ${s.mobile}  子账号  ${e.name}`),
    ]),
    `  担保公司端 ${urls.console}/login`,
    ...demoCompanies.flatMap((c) =>
      c.accounts.map((a) => `    ${a.account.padEnd(13)} ${c.name}  — ${a.note}`),
    ),
    ...demoOperators.map((o) => `    ${o.account.padEnd(13)} ${o.note}`),
    ...(urls.platform
      ? [
          `  沙箱交易平台 ${urls.platform}  (江西 v2.3.0 sandbox-jx, 新点 4.0 sandbox-ep → 江苏信达)`,
        ]
      : []),
    `  API ${urls.api}  (OpenAPI ${urls.api}/docs)`,
    '',
  ];
  return lines.join('\n');
}
