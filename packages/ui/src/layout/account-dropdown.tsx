// The account button's drop-down (修改手机号 / 修改密码 / 退出登录): Arco's Dropdown with its Menu. Its
// own module, loaded by AccountMenu only when the button is first used: Dropdown, Menu and Trigger
// weigh ~14 kB gzip, which a page never needs before that.
import { Dropdown, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import type { ReactElement } from 'react';

/** The items offered: 修改手机号 and 修改密码 only when the account can use them. */
export interface AccountActions {
  onChangeMobile?: () => void;
  onChangePassword?: () => void;
  onLogout: () => void;
}

/** Drawn on the account button's first click: it opens at once. */
export default function AccountDropdown({
  onChangeMobile,
  onChangePassword,
  onLogout,
  children,
}: AccountActions & { children: ReactElement }) {
  return (
    <Dropdown
      trigger="click"
      defaultPopupVisible
      droplist={
        <Menu
          onClickMenuItem={(key) =>
            key === 'mobile'
              ? onChangeMobile?.()
              : key === 'password'
                ? onChangePassword?.()
                : onLogout()
          }
        >
          {onChangeMobile && <Menu.Item key="mobile">修改手机号</Menu.Item>}
          {onChangePassword && <Menu.Item key="password">修改密码</Menu.Item>}
          <Menu.Item key="logout">退出登录</Menu.Item>
        </Menu>
      }
    >
      {children}
    </Dropdown>
  );
}
