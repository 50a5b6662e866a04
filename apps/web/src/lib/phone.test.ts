import { describe, expect, it } from 'vitest';
import { countryOptions, defaultCountry, formatPhone, splitInternational, toE164 } from './phone';

describe('phone numbers', () => {
  it('takes the default country from a calling code (its main country) or a region', () => {
    expect(defaultCountry('+1')).toBe('US');
    expect(defaultCountry('44')).toBe('GB');
    expect(defaultCountry('+855')).toBe('KH');
    expect(defaultCountry('th')).toBe('TH');
    expect(defaultCountry('')).toBe('US');
    expect(defaultCountry(undefined)).toBe('US');
  });

  it('sends E.164; the reserved +1 555 range counts as a possible number', () => {
    expect(toE164('US', '(555) 000-1234')).toBe('+15550001234');
    expect(toE164('TH', '081 234 5678')).toBe('+66812345678');
    expect(toE164('US', '+66 81 234 5678')).toBe('+66812345678');
    expect(toE164('US', '12')).toBeNull();
    expect(toE164('US', '')).toBeNull();
  });

  it('shows a stored number and splits it back into country and national part', () => {
    expect(formatPhone('+15550001234')).toBe('+1 555 000 1234');
    expect(splitInternational('+447700900123')).toEqual({
      country: 'GB',
      national: '07700 900123',
    });
  });

  it('lists every country with its calling code, by English name', () => {
    const options = countryOptions();
    expect(options.length).toBeGreaterThan(200);
    expect(options.find((o) => o.country === 'US')).toMatchObject({
      callingCode: '1',
      name: 'United States',
    });
    const names = options.map((o) => o.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
});
