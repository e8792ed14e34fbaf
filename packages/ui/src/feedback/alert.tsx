// Arco's Alert markup (the same elements, classes and stylesheet) without the component: Arco's
// wraps every alert in a close animation (react-transition-group) and a close button that no page
// uses, about 4 kB gzip on each page that shows one. Arco's Alert is not imported elsewhere (ESLint).
import {
  IconCheckCircleFill,
  IconCloseCircleFill,
  IconExclamationCircleFill,
  IconInfoCircleFill,
} from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Alert/style/css.js';
import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../layout/class-names';

const ICONS = {
  info: IconInfoCircleFill,
  success: IconCheckCircleFill,
  warning: IconExclamationCircleFill,
  error: IconCloseCircleFill,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'content'> {
  type?: keyof typeof ICONS;
  title?: ReactNode;
  content?: ReactNode;
  /** Beside the text, at the right (a button or a link). */
  action?: ReactNode;
  showIcon?: boolean;
}

export function Alert({
  type = 'info',
  title,
  content,
  action,
  showIcon = true,
  className,
  ...rest
}: AlertProps) {
  const Icon = ICONS[type];
  return (
    <div
      role="alert"
      {...rest}
      className={classNames(
        'arco-alert',
        `arco-alert-${type}`,
        !!title && 'arco-alert-with-title',
        className,
      )}
    >
      {showIcon && (
        <div className="arco-alert-icon-wrapper">
          <Icon />
        </div>
      )}
      <div className="arco-alert-content-wrapper">
        {title && <div className="arco-alert-title">{title}</div>}
        {content && <div className="arco-alert-content">{content}</div>}
      </div>
      {action && <div className="arco-alert-action">{action}</div>}
    </div>
  );
}
