// A small route table in the shape of the apps' tables, for the guard tests.
import type { RouteTable } from './routes';

export const testTable: RouteTable = [
  { path: '/login', title: '登录', public: true },
  { path: '/404', title: '页面不存在', public: true },
  { path: '/code/one', title: '验证身份', public: true },
  { path: '/apply/form/one', title: '确认项目', public: true, mobile: '/apply/form/min-one' },
  { path: '/apply/form/min-one', title: '确认项目', public: true },
  { path: '/index', title: '用户中心', beforeAuthentication: true, menu: { group: '首页' } },
  { path: '/firm', title: '企业认证', beforeAuthentication: true },
  {
    path: '/firm/one/duty',
    title: '法定代表人认证',
    beforeAuthentication: true,
    mobile: '/firm/one/min-duty',
  },
  { path: '/firm/one/min-duty', title: '经办人认证', beforeAuthentication: true },
  { path: '/firm/two', title: '手机号认证', beforeAuthentication: true },
  { path: '/firm/five', title: '认证结果', beforeAuthentication: true },
  { path: '/myLetter/myLetter', title: '保函订单', menu: { group: '投标保函' } },
  { path: '/myLetter/detail/:sn', title: '订单详情', parent: '/myLetter/myLetter' },
  {
    path: '/Dispatchletter/waitshenhe',
    title: '待审核',
    permission: ['*', '待审核'],
    menu: { group: '订单管理' },
  },
  {
    path: '/Dispatchletter/reardhan',
    title: '已出函',
    permission: '已出函',
    menu: { group: '订单管理' },
  },
  { path: '/notice/list', title: '公告管理', permission: 'gonggao', menu: { group: '公告' } },
];
