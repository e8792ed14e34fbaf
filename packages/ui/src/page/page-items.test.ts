import { describe, expect, it } from 'vitest';
import { pageCountOf, pageItems } from './page-items';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [3, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [1, 10, [1, 2, 3, 4, 5, 'jump-forward', 10]],
    [2, 10, [1, 2, 3, 4, 5, 'jump-forward', 10]],
    [3, 10, [1, 2, 3, 4, 5, 'jump-forward', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'jump-forward', 10]],
    [5, 10, [1, 'jump-back', 3, 4, 5, 6, 7, 'jump-forward', 10]],
    [6, 10, [1, 'jump-back', 4, 5, 6, 7, 8, 'jump-forward', 10]],
    [7, 10, [1, 'jump-back', 5, 6, 7, 8, 9, 10]],
    [8, 10, [1, 'jump-back', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'jump-back', 6, 7, 8, 9, 10]],
    [50, 100, [1, 'jump-back', 48, 49, 50, 51, 52, 'jump-forward', 100]],
  ] as const)('page %i of %i', (current, count, expected) => {
    expect(pageItems(current, count)).toEqual(expected);
  });

  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [95, 10, 10],
  ])('%i rows of %i a page make %i pages', (total, size, pages) => {
    expect(pageCountOf(total, size)).toBe(pages);
  });
});
