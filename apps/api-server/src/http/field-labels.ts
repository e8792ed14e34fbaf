// Chinese names of request fields, so validation messages name the field at fault. One label per
// field name (contract endpoints and the sandbox routes), plus the few endpoints where that name
// means something more specific.
// test/field-labels.test.ts walks every request field of the contract and fails on any without one.

const LABELS: Record<string, string> = {
  account: '账号',
  account_name: '开户名称',
  account_no: '银行账号',
  action: '操作',
  address: '地址',
  address_id: '邮寄地址',
  agree: '用户协议',
  amount: '金额',
  applicant: '申请人',
  area_id: '地区',
  attachments: '附件',
  auth_json: '权限',
  award_notice_file: '中标通知书',
  authorization_letter: '授权委托书',
  bank_branch: '开户支行',
  bank_name: '开户银行',
  bank_account: '银行账号',
  beneficiary: '受益人',
  beneficiary_address: '受益人地址',
  beneficiary_credit_code: '受益人统一社会信用代码',
  business_license: '营业执照',
  case_category_id: '案件类型',
  case_no: '案号',
  code: '验证码',
  contact: '联系人',
  contact_mobile: '联系人手机号',
  contact_name: '联系人',
  content: '内容',
  contract_file: '施工合同',
  contract_price: '合同价',
  courier_company: '快递公司',
  court_id: '法院',
  credit_code: '统一社会信用代码',
  detail: '详细地址',
  email: '邮箱',
  enabled: '开关',
  end_date: '结束日期',
  ensure_company_id: '担保机构',
  enterprise_id: '企业',
  enterprise_name: '企业名称',
  err_msg: '错误信息',
  expire_date: '有效期',
  file: '文件',
  files: '文件',
  id: '编号',
  id_card: '身份证号',
  id_card_back: '身份证国徽面',
  id_card_front: '身份证人像面',
  image: '图片',
  intro: '简介',
  invoice_no: '发票号码',
  is_default: '默认设置',
  is_top: '置顶',
  issuer: '发证机关',
  keyword: '关键词',
  kind: '类型',
  legal_id_card: '法定代表人身份证号',
  legal_person: '法定代表人',
  letter_no: '保函编号',
  limit: '每页条数',
  logo: '标志图片',
  medium: '发票形式',
  mailed_on: '寄出日期',
  max_sum_insured: '最高保险金额',
  min_premium: '最低保费',
  min_sum_insured: '最低保险金额',
  mobile: '手机号',
  name: '名称',
  nonce: '随机串',
  note: '备注',
  notify_stages: '通知阶段',
  number: '编号',
  old_password: '原密码',
  order_sn: '订单号',
  page: '页码',
  paid: '是否已收款',
  paid_at: '支付时间',
  password: '密码',
  pay_log_id: '支付记录',
  phone: '电话',
  policy_sn: '投保单号',
  premium: '保费',
  premium_rate: '费率',
  prepay_id: '预支付交易单号',
  product_id: '保险产品',
  preserve_category_id: '保全类型',
  project_id: '项目',
  reason: '原因',
  receiver_address: '收件地址',
  receiver_address_id: '收件地址',
  receiver_mobile: '收件人手机号',
  receiver_name: '收件人',
  redirect_uri: '回跳地址',
  return_url: '支付完成后的回跳地址',
  region: '地区',
  remark: '备注',
  respondent: '被申请人',
  role: '身份',
  scene: '业务场景',
  seal_image: '印章图片',
  side: '证件面',
  sign: '签名',
  sign_id: '签署流水号',
  stage: '订单阶段',
  start_date: '开始日期',
  state: '回传参数',
  status: '状态',
  tax_no: '纳税人识别号',
  tel: '联系电话',
  ticket: '身份验证凭证',
  title: '标题',
  title_id: '发票抬头',
  tracking_no: '快递单号',
  trade_no: '交易流水号',
  trading_center: '交易中心',
  type: '类型',
  type_id: '机构类型',
  unread: '未读筛选',
  url: '文件地址',
  valid_from: '开始日期',
  valid_to: '结束日期',
  wage_share: '工资保证比例',
  wording_request: '定制条款说明',
  bank_account_name: '收款户名',
  bank_account_no: '收款账号',
  claimant: '索赔人',
  ground: '退保理由',
  opinion: '处理意见',
  paid_on: '赔付日期',
  proof_file: '证明材料',
  refund: '退还保费',
  verify_code: '查验码',
  preserve_amount: '申请保全金额',
  guarantee_amount: '担保金额',
  parties: '当事人',
  voucher: '凭证',
};

/** Performance and wage letter forms: the letter's validity, and what the family calls amount and beneficiary. */
function letterTermLabels(
  ids: readonly string[],
  labels: Record<string, string>,
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    ids.map((id) => [id, { valid_from: '保函生效日期', valid_to: '保函截止日期', ...labels }]),
  );
}

/** Endpoint id → field name → label, where the shared label would be too vague. */
const ENDPOINT_LABELS: Record<string, Record<string, string>> = {
  'auth.addSubAccount': { name: '姓名' },
  'payments.checkout': { method: '支付方式' },
  'auth.editSubAccount': { name: '姓名' },
  'firm.submitIdentity': { name: '姓名', role: '认证方式' },
  'firm.confirmBankDeposit': { amount: '打款金额' },
  'firm.saveCertificate': { name: '证书名称', number: '证书编号', files: '证书文件' },
  ...Object.fromEntries(
    ['invoices.apply', 'invoices.modify'].map((id) => [
      id,
      { kind: '发票类型', email: '接收邮箱', remark: '开票备注' },
    ]),
  ),
  ...Object.fromEntries(
    ['invoices.addTitle', 'invoices.editTitle'].map((id) => [
      id,
      { title: '发票抬头', address: '注册地址', phone: '注册电话', is_default: '默认抬头' },
    ]),
  ),
  'invoices.getList': { status: '发票状态' },
  'company.getInvoiceList': { status: '发票状态' },
  'company.issueInvoice': { file: '发票文件' },
  'company.voidInvoice': { reason: '作废原因' },
  'addresses.add': {
    name: '收件人',
    mobile: '收件人手机号',
    region: '所在地区',
    address: '详细地址',
    is_default: '默认地址',
  },
  'addresses.edit': {
    name: '收件人',
    mobile: '收件人手机号',
    region: '所在地区',
    address: '详细地址',
    is_default: '默认地址',
  },
  'payments.getOpenid': { code: '授权码' },
  'payments.sunPayResult': { amount: '支付金额' },
  'payments.huaAnPayResult': { amount: '支付金额' },
  'system.getContract': { type: '合同类型' },
  'company.edit': { name: '机构名称', address: '联系地址', intro: '机构简介', logo: '机构标志' },
  'company.getConfigVersions': { key: '配置项' },
  'company.addConfigVersion': {
    key: '配置项',
    content: '模板内容',
    file: '配置文件',
    note: '版本说明',
  },
  'company.publishConfigVersion': { key: '配置项', version: '版本' },
  'company.togglePayConfig': { enabled: '在线支付开关' },
  'company.setPremium': { type: '保函类型', offered: '开办该业务', bands: '金额分档' },
  'company.previewPremium': { type: '保函类型', amount: '担保金额' },
  'company.setStatus': { status: '接单状态' },
  'company.setUnpaidExpiry': { hours: '未支付订单自动取消时限' },
  ...Object.fromEntries(
    ['company.addMessageUser', 'company.editMessageUser'].map((id) => [
      id,
      { name: '姓名', events: '推送事件', channels: '推送方式', status: '启用状态' },
    ]),
  ),
  'company.getPushList': { status: '发送状态', event: '推送事件', channel: '推送方式' },
  ...Object.fromEntries(
    ['company.addApply', 'company.editApply'].map((id) => [
      id,
      {
        name: '当事人名称',
        type: '当事人类型',
        role: '当事人身份',
        id_no: '证件号码',
        attachments: '保全申请材料',
        submit: '保存方式',
      },
    ]),
  ),
  'company.getApplyList': {
    status: '申请状态',
    start_date: '申请开始日期',
    end_date: '申请结束日期',
  },
  'company.handleApply': { action: '操作' },
  'company.addOrder': { type: '保函类型' },
  ...letterTermLabels(['performance.addLetter', 'performance.editLetter'], {
    amount: '担保金额',
    beneficiary: '发包人（受益人）',
  }),
  ...letterTermLabels(['worker.addLetter', 'worker.editLetter', 'worker.getSpecimen'], {
    beneficiary: '受益人（劳动保障部门）',
  }),
  'performance.getPrice': { amount: '担保金额' },
  'performance.getEnsureCompany': { amount: '担保金额' },
  'worker.getEnsureCompany': { amount: '担保金额' },
  'insurance.getPolicyList': { status: '保单状态' },
  'surrenders.apply': { reason: '退保说明' },
  'company.getSurrenderList': { status: '退保申请状态' },
  'company.expireTime': { valid_to: '保函终止日期' },
  ...Object.fromEntries(
    ['claims.submit', 'company.addClaim'].map((id) => [
      id,
      {
        amount: '索赔金额',
        reason: '索赔理由',
        contact_name: '索赔联系人',
        contact_mobile: '索赔联系人手机号',
        bank_name: '收款开户银行',
      },
    ]),
  ),
  'claims.getList': { status: '理赔状态' },
  'company.getClaimList': { status: '理赔状态' },
  'claims.addStatement': { content: '书面说明' },
  'company.payClaim': { amount: '赔付金额', voucher: '赔付凭证' },
  'company.getLetterList': {
    stage: '保函阶段',
    start_date: '出函开始日期',
    end_date: '出函结束日期',
  },
  ...Object.fromEntries(
    ['company.addNotice', 'company.editNotice'].map((id) => [
      id,
      { title: '公告标题', content: '公告内容', attachments: '公告附件', status: '发布状态' },
    ]),
  ),
  'company.getNoticeList': { status: '发布状态' },
  'company.saveAuthStep': {
    step: '认证步骤',
    name: '机构名称',
    address: '机构地址',
    role: '认证方式',
    licence_no: '经营许可证编号',
    licence: '融资担保业务经营许可证',
    other_files: '其他资质文件',
    seal_image: '电子印章',
  },
  ...Object.fromEntries(
    ['platform.reviewEnterprise', 'platform.reviewCompany'].map((id) => [
      id,
      { decision: '审核结果', opinion: '审核意见' },
    ]),
  ),
  'platform.getReviewQueue': { kind: '审核类型' },
  'platform.getReviewHistory': { kind: '审核类型' },
  'company.setNoticeStatus': { status: '发布状态' },
};

/** For tests: the field names each endpoint overrides. */
export const endpointLabelOverrides: Readonly<Record<string, Readonly<Record<string, string>>>> =
  ENDPOINT_LABELS;

/**
 * The label of the field at `path` (an issue's path): the last field name's label, for the
 * endpoint when it has its own; a list position after it reads 第 n 项. Undefined for a name no
 * label covers (the label test keeps that from happening for contract fields).
 */
export function knownFieldLabel(
  path: readonly PropertyKey[],
  endpointId?: string,
): string | undefined {
  const lastName = path.findLastIndex((part) => typeof part === 'string');
  const name = lastName >= 0 ? String(path[lastName]) : '';
  const label = (endpointId ? ENDPOINT_LABELS[endpointId]?.[name] : undefined) ?? LABELS[name];
  const position = path
    .slice(lastName + 1)
    .find((part): part is number => typeof part === 'number');
  return position === undefined || label === undefined ? label : `${label}第 ${position + 1} 项`;
}

/** The label of the field at `path`, or 参数 for a field the request does not declare (its wire name is never shown). */
export const fieldLabel = (path: readonly PropertyKey[], endpointId?: string): string =>
  knownFieldLabel(path, endpointId) ?? '参数';
