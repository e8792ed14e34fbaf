import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, getToken, getTokenKind, setToken, setTokenKind } from './token';

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

describe('token kind cookie', () => {
  afterEach(() => clearToken());

  it('keeps the kind beside the token, apart from it, and forgets it with the token', () => {
    expect(getTokenKind()).toBeUndefined();
    setToken('abc');
    setTokenKind('operator');
    expect(getTokenKind()).toBe('operator');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getTokenKind()).toBeUndefined();
    expect(document.cookie).not.toContain('token_kind=');
  });
});
