// Material the sandbox OCR builds its results from: real administrative-division codes (so
// the credit code and ID number carry a genuine region), common names and addresses.
export interface SandboxRegion {
  /** GB/T 2260 county-level code: positions 3-8 of a credit code, 1-6 of an ID number. */
  code: string;
  /** Province, city and district as an address starts. */
  address: string;
  /** City name as enterprise names start. */
  city: string;
  /** Issuing office printed on the back of ID cards from this district. */
  police: string;
}

export const REGIONS: readonly SandboxRegion[] = [
  { code: '110105', address: '北京市朝阳区', city: '北京', police: '北京市公安局朝阳分局' },
  { code: '310115', address: '上海市浦东新区', city: '上海', police: '上海市公安局浦东分局' },
  { code: '440305', address: '广东省深圳市南山区', city: '深圳', police: '深圳市公安局南山分局' },
  { code: '320106', address: '江苏省南京市鼓楼区', city: '南京', police: '南京市公安局鼓楼分局' },
  { code: '330106', address: '浙江省杭州市西湖区', city: '杭州', police: '杭州市公安局西湖分局' },
  { code: '510107', address: '四川省成都市武侯区', city: '成都', police: '成都市公安局武侯区分局' },
  { code: '420106', address: '湖北省武汉市武昌区', city: '武汉', police: '武汉市公安局武昌区分局' },
  { code: '370202', address: '山东省青岛市市南区', city: '青岛', police: '青岛市公安局市南分局' },
  { code: '610113', address: '陕西省西安市雁塔区', city: '西安', police: '西安市公安局雁塔分局' },
  { code: '350203', address: '福建省厦门市思明区', city: '厦门', police: '厦门市公安局思明分局' },
  { code: '430104', address: '湖南省长沙市岳麓区', city: '长沙', police: '长沙市公安局岳麓分局' },
  { code: '340104', address: '安徽省合肥市蜀山区', city: '合肥', police: '合肥市公安局蜀山分局' },
];

export const TRADE_NAMES = [
  '恒远',
  '宏达',
  '中建华',
  '金诚',
  '鼎盛',
  '瑞丰',
  '华信',
  '远航',
  '国泰',
  '盛世',
  '永安',
  '天成',
  '广厦',
  '润通',
  '正源',
  '海川',
];

export const INDUSTRIES = [
  '建设工程',
  '建筑安装工程',
  '市政工程',
  '路桥工程',
  '建筑装饰工程',
  '水利水电工程',
  '园林绿化工程',
  '建筑劳务',
  '机电安装工程',
  '工程咨询',
];

export const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
];

export const GIVEN_NAMES = [
  '建国',
  '志强',
  '海涛',
  '伟',
  '芳',
  '秀英',
  '丽华',
  '建华',
  '国强',
  '明',
  '晓东',
  '文博',
  '俊杰',
  '婷',
  '静',
  '红梅',
  '永军',
  '德胜',
  '立新',
  '春燕',
];

export const ROADS = [
  '人民路',
  '建设路',
  '中山路',
  '解放路',
  '长江路',
  '和平路',
  '新华路',
  '文化路',
  '工业大道',
  '科技路',
  '滨江大道',
  '学府路',
];

export const REGISTERED_CAPITALS = [
  '500万元人民币',
  '1000万元人民币',
  '2000万元人民币',
  '3000万元人民币',
  '5000万元人民币',
  '8000万元人民币',
  '10000万元人民币',
];
