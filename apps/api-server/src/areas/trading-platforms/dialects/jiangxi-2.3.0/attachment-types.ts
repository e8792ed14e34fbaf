// 附件类型 (4.3): the codes attachInfo[].attachType carries (3.1, 3.8, 3.10, 3.14) and their names.
// A code the table does not know, or none, is 999 其他文件.
const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  '001': '招标公告',
  '002': '出让公告',
  '003': '更正公告',
  '004': '中标结果公告',
  '005': '出让结果公告',
  '006': '招标文件',
  '007': '企业营业执照',
  '008': '法人身份证背面',
  '009': '法人身份证正面',
  '010': '经办人身份证背面',
  '011': '经办人身份证正面',
  '012': '授信协议书',
  '013': '担保协议书',
  '014': '传输协议书',
  '019': '企业资质证书',
  '020': '退函申请书',
  '106': '保函开立合同',
  '107': '延期申请书',
  '108': '投标保函申请书',
  '112': '委托担保服务协议书',
  '702': '企业开户许可证',
  '705': '授权委托书',
  '716': '保函格式文件',
  '717': '索赔申请书',
  '718': '违约事实证明',
  '719': '项目代偿审核表',
  '998': '经办人授权书',
  '999': '其他文件',
};

const OTHER_ATTACHMENT = '999';

/** The attachment's type as code and name; an unknown or missing code is 999 其他文件. */
export function attachmentType(code: string | undefined) {
  const typed =
    code !== undefined && Object.hasOwn(ATTACHMENT_TYPES, code) ? code : OTHER_ATTACHMENT;
  return { code: typed, name: ATTACHMENT_TYPES[typed]! };
}
