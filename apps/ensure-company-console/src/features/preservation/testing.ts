// Test data for 诉讼保全申请, shaped by the contract (the stub's replies are parsed by the real
// transport with the response schemas, so a wrong shape fails the test).
import type { Apply, Category } from './preservation-queries';

/** A draft with its papers: an organisation applies to freeze a person's and a company's assets. */
export function apply(overrides: Partial<Apply> = {}): Apply {
  return {
    id: 31,
    sn: 'BQ20261127100000123456',
    court_id: 2,
    court_name: '南京市玄武区人民法院',
    area_id: 1,
    area_name: '南京市',
    case_category_id: 12,
    case_category_name: '建设工程施工合同纠纷',
    preserve_category_id: 5,
    preserve_category_name: '诉中财产保全',
    case_no: '（2026）苏0102民初1234号',
    preserve_amount: '1200000.00',
    guarantee_amount: '1000000.00',
    premium: '8000.00',
    parties: [
      {
        role: 'applicant',
        type: 'company',
        name: '南京恒信建设工程有限公司',
        id_no: '91320100MA1MXXXX1X',
      },
      { role: 'respondent', type: 'person', name: '王建国', id_no: '' },
    ],
    applicant_names: '南京恒信建设工程有限公司',
    respondent_names: '王建国',
    attachments: [
      { url: '/uploads/2026/11/5c0e9a7d2b14.pdf?expires=1&sig=a', name: '保全申请书.pdf' },
    ],
    status: 0,
    status_text: '草稿',
    remark: '申请冻结被申请人银行存款',
    creator_name: '信达管理员',
    create_time: 1_764_200_000,
    update_time: 1_764_200_000,
    submit_time: null,
    issue_time: null,
    actions: ['edit', 'submit', 'cancel', 'delete'],
    ...overrides,
  };
}

export const areas = [
  { id: 1, name: '南京市', parent_id: 0 },
  { id: 2, name: '苏州市', parent_id: 0 },
];

export const courtsOf: Record<
  number,
  Array<{ id: number; name: string; area_id: number; area_name: string }>
> = {
  1: [
    { id: 1, name: '南京市中级人民法院', area_id: 1, area_name: '南京市' },
    { id: 2, name: '南京市玄武区人民法院', area_id: 1, area_name: '南京市' },
  ],
  2: [{ id: 3, name: '苏州工业园区人民法院', area_id: 2, area_name: '苏州市' }],
};

export const caseCategories: Category[] = [
  { id: 10, name: '商事', parent_id: 0, sort: 10 },
  { id: 12, name: '建设工程施工合同纠纷', parent_id: 10, sort: 10 },
  { id: 13, name: '买卖合同纠纷', parent_id: 10, sort: 20 },
];

export const preserveCategories: Category[] = [
  { id: 1, name: '财产保全', parent_id: 0, sort: 10 },
  { id: 4, name: '诉前财产保全', parent_id: 1, sort: 10 },
  { id: 5, name: '诉中财产保全', parent_id: 1, sort: 20 },
];
