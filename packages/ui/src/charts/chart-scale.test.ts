// Axis ticks and label spacing, and the Chinese axis labels.
import { describe, expect, it } from 'vitest';
import { formatAxisNumber, formatCount } from './chart-format';
import { axisTicks, labelEvery } from './chart-scale';

describe('axisTicks', () => {
  it('runs from 0 in round steps to the first tick at or above the largest value', () => {
    expect(axisTicks(47)).toEqual([0, 20, 40, 60]);
    expect(axisTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(axisTicks(45015.5)).toEqual([0, 20000, 40000, 60000]);
  });

  it('keeps whole-number axes in whole steps, and gives an all-zero series a unit axis', () => {
    expect(axisTicks(3, { integer: true })).toEqual([0, 1, 2, 3]);
    expect(axisTicks(2, { integer: true })).toEqual([0, 1, 2]);
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});

describe('labelEvery', () => {
  it('skips labels until they fit the plot', () => {
    expect(labelEvery(30, 600, 40)).toBe(2);
    expect(labelEvery(30, 1200, 40)).toBe(1);
    expect(labelEvery(30, 280, 40)).toBe(5);
  });
});

describe('formats', () => {
  it('groups thousands, and reads 万 / 亿 on the axis', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatAxisNumber(8000)).toBe('8,000');
    expect(formatAxisNumber(15000)).toBe('1.5万');
    expect(formatAxisNumber(200_000_000)).toBe('2亿');
    expect(formatAxisNumber(0.5)).toBe('0.5');
  });
});
