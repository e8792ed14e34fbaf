// Our Tag writes Arco's Tag markup: the same classes, so Arco's stylesheet draws it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tag } from './tag';

const tag = (text: string) => screen.getByText(text).parentElement!;

describe('Tag', () => {
  it('a preset colour is a class, at the default size', () => {
    render(<Tag color="green">已认证</Tag>);
    expect(tag('已认证')).toHaveClass(
      'arco-tag',
      'arco-tag-green',
      'arco-tag-checked',
      'arco-tag-size-default',
    );
    expect(tag('已认证')).not.toHaveClass('arco-tag-custom-color');
    expect(screen.getByText('已认证')).toHaveClass('arco-tag-content');
  });

  it('any other colour is the background and the border, beside the given style', () => {
    render(
      <Tag color="#ff0000" size="small" bordered style={{ marginLeft: 8 }}>
        加急
      </Tag>,
    );
    expect(tag('加急')).toHaveClass(
      'arco-tag-custom-color',
      'arco-tag-size-small',
      'arco-tag-bordered',
    );
    expect(tag('加急')).toHaveStyle({
      backgroundColor: '#ff0000',
      borderColor: '#ff0000',
      marginLeft: '8px',
    });
  });

  it('without a colour it is the plain grey tag, with the icon and props it is given', () => {
    render(
      <Tag icon={<svg data-testid="icon" />} title="主账号" className="extra">
        主账号
      </Tag>,
    );
    expect(tag('主账号')).toHaveClass('arco-tag', 'extra');
    expect(tag('主账号')).toHaveAttribute('title', '主账号');
    expect(tag('主账号').className).not.toMatch(/arco-tag-(custom-color|gray)/);
    expect(screen.getByTestId('icon').parentElement).toHaveClass('arco-tag-icon');
  });
});
