import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/index', '/index'],
    ['/myLetter/detail?sn=1', '/myLetter/detail?sn=1'],
    ['//evil.example.com', '/'],
    ['https://evil.example.com', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
  ])('%j → %j', (input, output) => {
    expect(safeRedirect(input)).toBe(output);
  });
});
