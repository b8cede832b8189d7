import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';

describe('the ad countdown', () => {
  it('counts whole seconds down to zero and stays there', () => {
    expect(secondsLeft(1_000, 1_000, 5)).toBe(5);
    expect(secondsLeft(1_000, 1_001, 5)).toBe(5);
    expect(secondsLeft(1_000, 2_000, 5)).toBe(4);
    expect(secondsLeft(1_000, 5_999, 5)).toBe(1);
    expect(secondsLeft(1_000, 6_000, 5)).toBe(0);
    expect(secondsLeft(1_000, 60_000, 5)).toBe(0);
  });
});
