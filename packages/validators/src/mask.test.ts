import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask';

describe('maskMobile', () => {
  it('hides the middle four digits of a mobile number', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
  });

  it('leaves other values as they are', () => {
    expect(maskMobile('xinda_admin')).toBe('xinda_admin');
    expect(maskMobile('')).toBe('');
  });
});
