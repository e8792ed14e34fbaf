import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, getToken, setToken } from './token';

describe('token cookie', () => {
  afterEach(() => clearToken());

  it('stores, reads and clears the token cookie', () => {
    expect(getToken()).toBeUndefined();
    setToken('abc+/=令牌');
    expect(document.cookie).toContain('token=');
    expect(getToken()).toBe('abc+/=令牌');
    clearToken();
    expect(getToken()).toBeUndefined();
  });

  it('does not confuse other cookies', () => {
    document.cookie = 'xtoken=nope; Path=/';
    document.cookie = 'sidebarStatus=1; Path=/';
    expect(getToken()).toBeUndefined();
    setToken('real');
    expect(getToken()).toBe('real');
  });
});
