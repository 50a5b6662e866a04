import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { activityName, expiryText, humaniseActivity } from './bonus';

const t = i18n.getFixedT('en-US');
const NOW = 1_800_000_000;

describe('a reward’s expiry in words', () => {
  it('counts whole days, then hours, then minutes, rounded down', () => {
    expect(expiryText(null, NOW, t)).toBe('No expiry');
    expect(expiryText(NOW + 2 * 86_400 + 3_600, NOW, t)).toBe('Expires in 2 days');
    expect(expiryText(NOW + 86_400, NOW, t)).toBe('Expires in 1 day');
    expect(expiryText(NOW + 86_399, NOW, t)).toBe('Expires in 23 hours');
    expect(expiryText(NOW + 3_600, NOW, t)).toBe('Expires in 1 hour');
    expect(expiryText(NOW + 125, NOW, t)).toBe('Expires in 2 minutes');
    expect(expiryText(NOW + 5, NOW, t)).toBe('Expires in 1 minute');
    expect(expiryText(NOW, NOW, t)).toBe('Expires now');
  });
});

describe('an activity’s name', () => {
  it('is its own words where known, else its code in words', () => {
    expect(activityName('sign-up', t)).toBe('Sign-up bonus');
    expect(activityName('vip-daily', t)).toBe('VIP daily award');
    expect(activityName('rebate', t)).toBe('Rebate');
    expect(activityName('first-deposit', t)).toBe('First deposit');
    expect(activityName('lucky_wheel', t)).toBe('Lucky wheel');
    expect(activityName('a.b', t)).toBe('A.b');
    expect(humaniseActivity('')).toBe('');
  });
});
