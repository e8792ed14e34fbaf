// A desk's action bar: the buttons of the actions the server listed (`actions`), the running one
// loading and the others disabled meanwhile, a button waiting for something disabled with the
// reason in a tooltip; when none applies, says so.
import { Button, Space, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';

export interface ActionButton {
  action: string;
  label: string;
  type?: 'primary' | 'outline';
  status?: 'danger' | 'warning';
  disabledReason?: string;
  onClick: () => void;
}

/** `buttons`: every button the desk knows; shown are those whose action is in `actions`. */
export function ActionBar({
  buttons,
  actions,
  running,
}: {
  buttons: ActionButton[];
  actions: readonly string[];
  running: string | null;
}) {
  const shown = buttons.filter((b) => actions.includes(b.action));
  if (shown.length === 0)
    return <span style={{ color: 'var(--color-text-3)' }}>当前状态下没有可执行的操作</span>;
  return (
    <Space wrap>
      {shown.map((b) => {
        const button = (
          <Button
            key={b.action}
            type={b.type ?? 'outline'}
            status={b.status}
            loading={running === b.action}
            disabled={Boolean(b.disabledReason) || (running !== null && running !== b.action)}
            onClick={b.onClick}
          >
            {b.label}
          </Button>
        );
        return b.disabledReason ? (
          <Tooltip key={b.action} content={b.disabledReason}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </Space>
  );
}
