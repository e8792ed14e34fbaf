// Arco's Tag markup (the same element, classes and stylesheet) without the component: Arco's
// brings its close button (IconClose, IconHover) and its checkable and loading states, which no
// page uses. Arco's Tag is not imported elsewhere (ESLint).
import '@arco-design/web-react/es/Tag/style/css.js';
import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../layout/class-names';

/** Arco's preset colours; any other colour is drawn as the tag's background and border. */
const PRESET_COLORS = [
  'red',
  'orangered',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'arcoblue',
  'purple',
  'pinkpurple',
  'magenta',
  'gray',
];

export interface TagProps extends HTMLAttributes<HTMLDivElement> {
  color?: string;
  size?: 'small' | 'default' | 'medium' | 'large';
  bordered?: boolean;
  icon?: ReactNode;
}

export function Tag({
  color,
  size = 'default',
  bordered,
  icon,
  className,
  style,
  children,
  ...rest
}: TagProps) {
  const preset = color && PRESET_COLORS.includes(color);
  return (
    <div
      {...rest}
      className={classNames(
        'arco-tag',
        preset && `arco-tag-${color}`,
        'arco-tag-checked',
        `arco-tag-size-${size}`,
        bordered && 'arco-tag-bordered',
        color && !preset && 'arco-tag-custom-color',
        className,
      )}
      style={color && !preset ? { ...style, backgroundColor: color, borderColor: color } : style}
    >
      {icon && <span className="arco-tag-icon">{icon}</span>}
      <span className="arco-tag-content">{children}</span>
    </div>
  );
}
