import { demoCompanies, demoEnterprises, demoOperators, DEMO_PASSWORD } from './demo-accounts';

/** The demo log-in table printed on start. */
export function demoAccountsTable(urls: {
  api: string;
  enterprise: string;
  console: string;
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
    `  API ${urls.api}  (OpenAPI ${urls.api}/docs)`,
    '',
  ];
  return lines.join('\n');
}
