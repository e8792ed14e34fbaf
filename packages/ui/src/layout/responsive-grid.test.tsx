import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ResponsiveGrid } from './responsive-grid';

it('gives every breakpoint its columns, a left-out one the smaller breakpoint’s', () => {
  const { container } = render(
    <ResponsiveGrid columns={{ xs: 2, sm: 3, lg: 4, xl: 6 }}>
      <p>一</p>
    </ResponsiveGrid>,
  );
  const grid = container.firstElementChild as HTMLElement;
  expect(grid).toHaveClass('responsive-grid');
  expect(
    ['xs', 'sm', 'md', 'lg', 'xl'].map((b) => grid.style.getPropertyValue(`--grid-${b}`)),
  ).toEqual(['2', '3', '3', '4', '6']);
});
