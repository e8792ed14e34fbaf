// The platform's one page (GET /): its projects and 标段, a form to apply as a bidder, the
// applications with what we answered and the buttons that push the platform's later messages, and
// every message either way. Server-rendered; a little inline script calls the JSON API.
import { residentIdCheckChar } from '@bht/validators';
import { ACTIONS, actionsOf, type ActionName } from './actions';
import { openingTargets } from './bid-opening';
import { chinaTime } from './china-time';
import type { PlatformContext } from './context';
import {
  EPOINT_FILETYPES,
  jiangxiLetters,
  lastDelayPush,
  letterFormat,
  type JiangxiLetter,
} from './letters';
import type { Section } from './projects';
import { DIALECT_LABELS, type Application, type Message, type PlatformState } from './state';

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
  opening: '开标',
};

const LINK_LABELS: Record<string, string> = {
  invoiceUrl: '发票文件',
  payUrl: '去支付',
};

const size = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

/** Epoint: each letter file received (密文 before 开标, 明文 after), decrypted, to download. */
function epointLetters(application: Application): string[] {
  return application.letterFiles.map(
    (f) =>
      `<div class="letter"><a href="/letters/${application.id}/${escape(f.filetype)}" target="_blank">${EPOINT_FILETYPES[f.filetype] ?? `文件类型 ${escape(f.filetype)}`}</a>
      <small>${letterFormat(f.bytes).ext.toUpperCase()} · ${size(f.size)} · MD5 <code>${escape(f.md5)}</code> · ${escape(chinaTime(new Date(f.receivedAt)))} 收到</small></div>`,
  );
}

/** 江西: the letters our pushes linked (3.5 出函, 3.9 延期), and the 密文 one decrypted here. */
const JIANGXI_LINKS: Record<JiangxiLetter['source'], [string, string, string]> = {
  issued: ['保函文件（明文）', '保函文件（密文）', '下载并解密密文保函'],
  delayed: ['延期后明文保函', '延期后密文保函', '下载并解密延期后密文保函'],
};

function jiangxiLetterLinks(application: Application, letter: JiangxiLetter): string {
  const [plain, encrypted, decrypted] = JIANGXI_LINKS[letter.source];
  const links = [
    letter.elogUrl && `<a href="${escape(letter.elogUrl)}" target="_blank">${plain}</a>`,
    letter.elogEncryptUrl &&
      `<a href="${escape(letter.elogEncryptUrl)}" target="_blank">${encrypted}</a>`,
    letter.elogEncryptUrl &&
      `<a href="/jiangxi-letters/${application.id}/${letter.source}" target="_blank">${decrypted}</a>`,
  ].filter(Boolean);
  return `<div class="letter">${links.join(' · ')}</div>`;
}

/** 江西: what our last 3.9 delayPush said (审核结果, the re-issued letter's number and dates). */
function delayResult(state: PlatformState, application: Application): string {
  const push = lastDelayPush(state, application);
  if (!push) return '';
  const status = String(push.auditStatus ?? '');
  const verdict = status === '2' ? '延期通过' : status === '3' ? '延期驳回' : '审核状态';
  const parts = [
    `${verdict}（auditStatus ${escape(status)}）`,
    push.auditOpinion && `意见：${escape(push.auditOpinion)}`,
    push.auditDate && `审核时间 ${escape(push.auditDate)}`,
    push.elogNo && `保函编号 ${escape(push.elogNo)}`,
    push.insureEndDate && `担保期 ${escape(push.insureStartDate)} 至 ${escape(push.insureEndDate)}`,
  ].filter(Boolean);
  return `<div><span class="k">延期结果</span>${parts.join('；')}</div>`;
}

function resultCell(state: PlatformState, application: Application): string {
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
  const redirect = application.redirectUrl
    ? [`<a href="${escape(application.redirectUrl)}" target="_blank">去保函平台办理</a>`]
    : [];
  const all = [...links, ...redirect];
  const letters = [
    ...epointLetters(application),
    ...jiangxiLetters(state, application).map((letter) => jiangxiLetterLinks(application, letter)),
  ];
  return (
    rows.join('') +
    delayResult(state, application) +
    (letters.length ? `<div class="letters">${letters.join('')}</div>` : '') +
    (all.length ? `<div class="links">${all.join(' · ')}</div>` : '')
  );
}

/** A button's label and hint: 开标 says whether a letter number exists yet or it was opened. */
function actionButton(application: Application, action: ActionName): string {
  let label: string = ACTIONS[action];
  let title = '';
  if (action === 'open' && !application.result.letterNo) {
    label = '开标（尚无保函编号）';
    title =
      '尚未收到保函编号：仍会发送 baohanrestore（保函编号为空），用于检验保函平台对提前开标的答复';
  } else if (action === 'open' && application.opening) {
    label = '再次开标';
    title = `已于 ${chinaTime(new Date(application.opening.at))} 开标`;
  } else if (action === 'openWrongKey') {
    title = '发送一个错误的项目密钥，保函平台应拒绝';
  }
  return `<button data-id="${application.id}" data-action="${action}"${title ? ` title="${escape(title)}"` : ''}>${label}</button>`;
}

function applicationRow(state: PlatformState, application: Application): string {
  const buttons = actionsOf(application)
    .map((action) => actionButton(application, action))
    .join('');
  const opened = application.opening ? ' <span class="tag">已开标</span>' : '';
  return `<tr>
    <td>${application.id}</td>
    <td>${DIALECT_LABELS[application.dialect]}<br><code>${escape(application.orderNo)}</code></td>
    <td>${escape(application.bidder.name)}<br><small>${escape(application.bidder.creditCode)}</small></td>
    <td>${escape(application.projectName)}<br><small>${escape(application.section.name)} · 保证金 ${escape(application.section.deposit)} 元</small></td>
    <td><span class="state">${escape(application.state)}</span>${opened}</td>
    <td>${resultCell(state, application)}</td>
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

/** A 标段's 开标 cell: 已开标 or not, and the button sending baohanrestore to its Epoint bidders. */
function sectionOpening(context: PlatformContext, section: Section): string {
  const count = openingTargets(context, section.guid).length;
  const status = section.openedAt
    ? `<span class="tag">已开标</span> <small>${escape(chinaTime(new Date(section.openedAt)))}</small><br>`
    : '<small>未开标</small><br>';
  const button = count
    ? `<button data-section="${escape(section.guid)}">${section.openedAt ? '再次开标' : '开标'}（${count} 份新点申请）</button>`
    : '<button disabled title="该标段暂无已收到保函编号的新点申请">开标</button>';
  return status + button;
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
        <td>${escape(project.tenderer.name)}</td><td>${s.deposit}</td><td>${chinaTime(s.depositEnd)}</td><td>${chinaTime(s.openTime)}</td>
        <td>${sectionOpening(context, s)}</td></tr>`,
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
  .letters { margin: 4px 0; }
  .letter small { display: block; word-break: break-all; }
  .tag { display: inline-block; padding: 0 6px; border-radius: 2px; background: #e8ffea; color: #00b42a; font-size: 12px; }
  button:disabled { border-color: #c9cdd4; color: #86909c; cursor: not-allowed; }
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
    <table><thead><tr><th>项目</th><th>标段</th><th>招标人</th><th>保证金（元）</th><th>保证金截止</th><th>开标时间</th><th>开标（新点）</th></tr></thead>
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
    <tbody>${
      state.applications
        .slice()
        .reverse()
        .map((a) => applicationRow(state, a))
        .join('') || '<tr><td colspan="7">暂无申请</td></tr>'
    }</tbody></table>
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
    const pushes = answer.pushes ? answer.pushes.map((p) => p.push) : answer.push ? [answer.push] : [];
    const failed = pushes.find((p) => !p.ok);
    const ok = response.ok && !failed;
    sessionStorage.setItem('notice', JSON.stringify({ ok, text: ok ? '已推送，保函平台已接收' : (answer.message || (failed && failed.message) || '失败') }));
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
  document.querySelectorAll('button[data-section]').forEach((button) =>
    button.addEventListener('click', () => call('/api/sections/' + button.dataset.section + '/open', {})));
  document.getElementById('failNext').addEventListener('click', () =>
    call('/__fake/fail-next', { count: Number(document.getElementById('failCount').value) }));
</script>
</body>
</html>`;
}
