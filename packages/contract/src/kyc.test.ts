import { describe, expect, it } from 'vitest';
import { ageOn, isCalendarDate, isKycCountry, KYC_COUNTRIES } from './values/kyc';
import { KycSubmitDetailsRequest, KycUploadDocumentRequest } from './kyc';

describe('kyc values', () => {
  it('counts whole years, a birthday reached today included, 29 February on 1 March', () => {
    expect(ageOn('2008-11-30', '2026-11-30')).toBe(18);
    expect(ageOn('2008-12-01', '2026-11-30')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('takes only real calendar dates and ISO country codes', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('2001-13-01')).toBe(false);
    expect(isCalendarDate('1.1.2001')).toBe(false);
    expect(KYC_COUNTRIES).toHaveLength(249);
    expect(isKycCountry('GB')).toBe(true);
    expect(isKycCountry('UK')).toBe(false);
    expect(isKycCountry('gb')).toBe(false);
  });

  it('trims the details and refuses a side that is not one of the three', () => {
    const details = {
      fullName: '  Ada Lovelace ',
      dateOfBirth: '1990-05-01',
      country: 'GB',
      addressLine1: '1 Main Street',
      city: 'London',
    };
    expect(KycSubmitDetailsRequest.parse(details)).toMatchObject({
      fullName: 'Ada Lovelace',
      addressLine2: '',
      postalCode: '',
    });
    expect(KycSubmitDetailsRequest.safeParse({ ...details, fullName: 'A' }).success).toBe(false);
    expect(KycUploadDocumentRequest.safeParse({ side: 'passport', image: 'AAAA' }).success).toBe(
      false,
    );
  });
});
