// The top bar's trail to the current page: Arco's Breadcrumb markup (same elements, classes and
// stylesheet) written here without the component, whose items import Dropdown, and with it Menu
// and Trigger, for the drop-down crumbs the shell never shows.
import '@arco-design/web-react/es/Breadcrumb/style/index.css';
import { IconObliqueLine } from '@arco-design/web-react/icon';
import { Fragment, type CSSProperties } from 'react';
import { followInApp } from './follow-in-app';

export interface Crumb {
  title: string;
  /** The crumb links to this page. */
  path?: string;
}

export function BreadcrumbTrail({
  crumbs,
  onNavigate,
  style,
}: {
  crumbs: Crumb[];
  onNavigate: (path: string) => void;
  style?: CSSProperties;
}) {
  return (
    <div role="list" className="arco-breadcrumb" aria-label="当前位置" style={style}>
      {crumbs.map(({ title, path }, index) => (
        <Fragment key={title}>
          {index > 0 && (
            <span aria-hidden className="arco-breadcrumb-item-separator">
              <IconObliqueLine />
            </span>
          )}
          <div role="listitem" className="arco-breadcrumb-item">
            {path ? (
              <a href={path} onClick={(event) => followInApp(event, () => onNavigate(path))}>
                {title}
              </a>
            ) : (
              title
            )}
          </div>
        </Fragment>
      ))}
    </div>
  );
}
