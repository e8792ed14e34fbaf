// The platform's one page (GET /): its projects and 标段, a form to apply as a bidder, the
// applications with what we answered and the buttons that push the platform's later messages, and
// every message either way. Server-rendered; a little inline script calls the JSON API.
import { residentIdCheckChar } from '@bht/validators';
import { ACTIONS, actionsOf } from './actions';
import { chinaTime } from './china-time';
import type { PlatformContext } from './context';
import { DIALECT_LABELS, type Application, type Message } from './state';

const escape = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const idCard = (first17: string) => first17 + residentIdCheckChar(first17);

/** The form's prefilled demo bidder (valid check digits, so one click pushes an application). */
const DEMO_BIDDER = {
  name: '江西赣建工程建设有限公司',
  creditCode: '91360102MA38XY2051',
  legalPerson: '李国华',
  legalIdCard: idCard('36010219750612001'),
  contactName: '陈晓燕',
  contactIdCard: idCard('36010219880305002'),
  mobile: '13907912345',
};

const RESULT_LABELS: Record<string, string> = {
  auditOpinion: '受理意见',
  premium: '保费（元）',
  rate: '费率',
  insuranceName: '出函机构',
  payer: '付款账户',
  payUrl: '支付地址',
  paid: '已付保费',
  letterNo: '保函编号',
  validateCode: '验真码',
  issuedAt: '出函时间',
  generatedAt: '出单时间',
  refund: '退保',
  payRefund: '退款',
  claim: '索赔',
  invoice: '发票',
  delay: '延期',
};

const LINK_LABELS: Record<string, string> = {
  letterUrl: '保函文件（明文）',
  letterEncryptUrl: '保函文件（密文）',
  invoiceUrl: '发票文件',
  payUrl: '去支付',
};

function resultCell(application: Application): string {
  const rows = Object.entries(RESULT_LABELS)
    .filter(([key]) => application.result[key] != null && application.result[key] !== '')
    .filter(([key]) => key !== 'payUrl')
    .map(
      ([key, label]) =>
        `<div><span class="k">${label}</span>${escape(application.result[key])}</div>`,
    );
  const links = Object.entries(LINK_LABELS)
    .filter(([key]) => typeof application.result[key] === 'string' && application.result[key])
    .map(
      ([key, label]) => `<a href="${escape(application.result[key])}" target="_blank">${label}</a>`,
    );
  const files = application.letterFiles.map(
    (f) =>
      `<a href="/letters/${application.id}/${escape(f.filetype)}">保函文件（${f.filetype === '1' ? '密文' : '明文'}，MD5 ${escape(f.md5.slice(0, 8))}…）</a>`,
  );
  const redirect = application.redirectUrl
    ? [`<a href="${escape(application.redirectUrl)}" target="_blank">去保函平台办理</a>`]
    : [];
  const all = [...links, ...files, ...redirect];
  return rows.join('') + (all.length ? `<div class="links">${all.join(' · ')}</div>` : '');
}

function applicationRow(application: Application): string {
  const buttons = actionsOf(application)
    .map(
      (action) =>
        `<button data-id="${application.id}" data-action="${action}">${ACTIONS[action]}</button>`,
    )
    .join('');
  return `<tr>
    <td>${application.id}</td>
    <td>${DIALECT_LABELS[application.dialect]}<br><code>${escape(application.orderNo)}</code></td>
    <td>${escape(application.bidder.name)}<br><small>${escape(application.bidder.creditCode)}</small></td>
    <td>${escape(application.projectName)}<br><small>${escape(application.section.name)} · 保证金 ${escape(application.section.deposit)} 元</small></td>
    <td><span class="state">${escape(application.state)}</span></td>
    <td>${resultCell(application)}</td>
    <td class="actions">${buttons}</td>
  </tr>`;
}

const json = (value: unknown) => escape(JSON.stringify(value, null, 2));

function messageRow(message: Message): string {
  const verified = message.verified === null ? '—' : message.verified ? '✔ 通过' : '✘ 失败';
  return `<tr>
    <td>${escape(chinaTime(new Date(message.at)))}</td>
    <td>${message.direction === 'out' ? '平台 → 保函平台' : '保函平台 → 平台'}</td>
    <td>${DIALECT_LABELS[message.dialect]}<br><code>${escape(message.endpoint)}</code></td>
    <td>${message.applicationId ?? '—'}</td>
    <td>${verified}</td>
    <td><details><summary>报文</summary><pre>${json(message.body)}</pre></details></td>
    <td><details><summary>应答</summary><pre>${json(message.answer)}</pre></details></td>
  </tr>`;
}

export function renderPage(context: PlatformContext): string {
  const { config, state } = context;
  const sectionOptions = state.projects
    .map(
      (project) =>
        `<optgroup label="${escape(project.name)}">${project.sections
          .map(
            (s) =>
              `<option value="${s.guid}">${escape(s.no)} ${escape(s.name)}（保证金 ${s.deposit} 元）</option>`,
          )
          .join('')}</optgroup>`,
    )
    .join('');
  const projectRows = state.projects
    .flatMap((project) =>
      project.sections.map(
        (
          s,
        ) => `<tr><td>${escape(project.no)}<br>${escape(project.name)}</td><td>${escape(s.no)}<br>${escape(s.name)}</td>
        <td>${escape(project.tenderer.name)}</td><td>${s.deposit}</td><td>${chinaTime(s.depositEnd)}</td><td>${chinaTime(s.openTime)}</td></tr>`,
      ),
    )
    .join('');
  const field = (name: keyof typeof DEMO_BIDDER, label: string) =>
    `<label>${label}<input name="${name}" value="${escape(DEMO_BIDDER[name])}" required></label>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>沙箱交易平台（仅供测试）</title>
<style>
  body { font: 14px/1.6 -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; margin: 0; color: #1d2129; background: #f2f3f5; }
  header { background: #165dff; color: #fff; padding: 12px 24px; }
  header h1 { margin: 0; font-size: 20px; }
  header small { color: #fff; opacity: .9; }
  main { padding: 16px 24px; display: grid; gap: 16px; }
  section { background: #fff; border-radius: 4px; padding: 12px 16px; overflow-x: auto; }
  h2 { font-size: 16px; margin: 0 0 8px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid #e5e6eb; padding: 6px 8px; text-align: left; vertical-align: top; }
  th { background: #f7f8fa; font-weight: 600; white-space: nowrap; }
  form { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 8px 16px; align-items: end; }
  label { display: grid; gap: 2px; color: #4e5969; }
  input, select { width: 100%; box-sizing: border-box; padding: 5px 8px; border: 1px solid #c9cdd4; border-radius: 2px; font: inherit; }
  button { padding: 4px 10px; border: 1px solid #165dff; background: #fff; color: #165dff; border-radius: 2px; cursor: pointer; margin: 0 4px 4px 0; }
  button.primary { background: #165dff; color: #fff; }
  .state { font-weight: 600; }
  .k { color: #5f6b7a; margin-right: 6px; }
  .links a { margin-right: 4px; }
  pre { max-width: 520px; max-height: 320px; overflow: auto; background: #f7f8fa; padding: 6px; margin: 4px 0; font-size: 12px; }
  code, small { color: #4e5969; }
  #notice { min-height: 1.6em; color: #f53f3f; }
  #notice.ok { color: #00b42a; }
</style>
</head>
<body>
<header>
  <h1>沙箱交易平台（仅供测试）</h1>
  <small>江西 v2.3.0 平台编码 ${escape(config.jiangxi.code)} · 新点 4.0 平台编码 ${escape(config.epoint.code)} · 推送至 ${escape(config.apiBase)}</small>
</header>
<main>
  <section>
    <h2>项目与标段</h2>
    <table><thead><tr><th>项目</th><th>标段</th><th>招标人</th><th>保证金（元）</th><th>保证金截止</th><th>开标时间</th></tr></thead>
    <tbody>${projectRows}</tbody></table>
  </section>
  <section>
    <h2>投标人申请电子保函</h2>
    <form id="apply">
      <label>交易平台<select name="dialect"><option value="jiangxi">江西 v2.3.0</option><option value="epoint">新点 4.0</option></select></label>
      <label>标段<select name="sectionGuid">${sectionOptions}</select></label>
      ${field('name', '投标人名称')}
      ${field('creditCode', '统一社会信用代码')}
      ${field('legalPerson', '法定代表人')}
      ${field('legalIdCard', '法定代表人身份证号')}
      ${field('contactName', '经办人')}
      ${field('contactIdCard', '经办人身份证号')}
      ${field('mobile', '经办人手机号')}
      <div><button class="primary" type="submit">提交保函申请</button></div>
    </form>
    <p id="notice"></p>
  </section>
  <section>
    <h2>保函申请</h2>
    <p><small>模拟失败：接下来 <input id="failCount" type="number" min="0" value="${state.failNext}" style="width: 64px"> 次收到的推送答复失败 <button id="failNext">设置</button></small></p>
    <table><thead><tr><th>#</th><th>平台 / 编号</th><th>投标人</th><th>项目 / 标段</th><th>状态</th><th>受理结果与保函</th><th>操作</th></tr></thead>
    <tbody>${state.applications.slice().reverse().map(applicationRow).join('') || '<tr><td colspan="7">暂无申请</td></tr>'}</tbody></table>
  </section>
  <section>
    <h2>报文记录</h2>
    <table><thead><tr><th>时间</th><th>方向</th><th>接口</th><th>申请</th><th>验签</th><th>报文（解密后）</th><th>应答</th></tr></thead>
    <tbody>${state.messages.slice().reverse().map(messageRow).join('') || '<tr><td colspan="7">暂无报文</td></tr>'}</tbody></table>
  </section>
</main>
<script>
  const notice = document.getElementById('notice');
  async function call(url, body) {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await response.json();
    const ok = response.ok && (!answer.push || answer.push.ok);
    sessionStorage.setItem('notice', JSON.stringify({ ok, text: ok ? '已推送，保函平台已接收' : (answer.message || (answer.push && answer.push.message) || '失败') }));
    location.reload();
  }
  const saved = sessionStorage.getItem('notice');
  if (saved) { const { ok, text } = JSON.parse(saved); notice.textContent = text; notice.className = ok ? 'ok' : ''; sessionStorage.removeItem('notice'); }
  document.getElementById('apply').addEventListener('submit', (event) => {
    event.preventDefault();
    call('/api/applications', Object.fromEntries(new FormData(event.target)));
  });
  document.querySelectorAll('button[data-action]').forEach((button) =>
    button.addEventListener('click', () => call('/api/applications/' + button.dataset.id + '/' + button.dataset.action, {})));
  document.getElementById('failNext').addEventListener('click', () =>
    call('/__fake/fail-next', { count: Number(document.getElementById('failCount').value) }));
</script>
</body>
</html>`;
}
