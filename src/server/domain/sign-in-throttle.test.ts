import { describe, expect, it } from 'vitest';
import { signInPolicy, SignInThrottle } from './sign-in-throttle.ts';

const t0 = Date.UTC(2026, 10, 23, 12);

describe('SignInThrottle', () => {
  it(`lets a client fail ${signInPolicy.freeFailures - 1} times freely, then doubles its wait up to a minute`, () => {
    const throttle = new SignInThrottle();
    const waits: number[] = [];
    let now = t0;
    for (let i = 0; i < 12; i++) {
      throttle.failed('client', now);
      waits.push(throttle.waitMs('client', now));
      now += throttle.waitMs('client', now);
    }
    expect(waits).toEqual([0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
  });

  it('forgets a client on success, and its failures after the window', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 6; i++) throttle.failed('a', t0);
    throttle.succeeded('a');
    expect(throttle.waitMs('a', t0)).toBe(0);
    for (let i = 0; i < 6; i++) throttle.failed('b', t0);
    throttle.failed('b', t0 + signInPolicy.windowMs + 1);
    expect(throttle.waitMs('b', t0 + signInPolicy.windowMs + 1)).toBe(0);
  });

  it('keeps clients apart', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 8; i++) throttle.failed('stranger', t0);
    expect(throttle.waitMs('stranger', t0)).toBeGreaterThan(0);
    expect(throttle.waitMs('owner', t0)).toBe(0);
  });

  it(`remembers at most ${signInPolicy.maxClients} clients`, () => {
    const throttle = new SignInThrottle({ ...signInPolicy, maxClients: 100 });
    for (let i = 0; i < 10_000; i++) throttle.failed(`address-${i}`, t0);
    expect(throttle.size).toBe(100);
  });
});
