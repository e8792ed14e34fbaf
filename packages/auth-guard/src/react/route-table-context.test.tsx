import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testTable } from '../test-table';
import { RouteTableProvider, useRouteTable } from './route-table-context';

function RouteCount() {
  return <p data-testid="count">{useRouteTable().length}</p>;
}

describe('useRouteTable', () => {
  it('reads the table the provider holds', () => {
    render(
      <RouteTableProvider table={testTable}>
        <RouteCount />
      </RouteTableProvider>,
    );
    expect(screen.getByTestId('count')).toHaveTextContent(String(testTable.length));
  });

  it('throws outside a provider rather than showing an empty menu', () => {
    expect(() => render(<RouteCount />)).toThrow(/RouteTableProvider/);
  });
});
