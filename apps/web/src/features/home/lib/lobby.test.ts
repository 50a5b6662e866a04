import { describe, expect, it } from 'vitest';
import { ActivityType } from '@lobby/contract/values/enums';
import { activity } from '@/test/fixtures/app-config';
import { stillTakeable } from './lobby';

const live = [
  activity(1, ActivityType.SignUpBonus),
  activity(2, ActivityType.FirstDeposit),
  activity(3, ActivityType.FirstCharge),
  activity(4, ActivityType.LuckyJackpot),
];
const ids = (list: readonly { id: number }[]) => list.map((a) => a.id);

describe('offers still takeable', () => {
  it('offers a visitor everything', () => {
    expect(
      ids(stillTakeable(live, { signedIn: false, deposited: false, signUpClaimable: false })),
    ).toEqual([1, 2, 3, 4]);
  });

  it('hides the sign-up bonus once claimed and the first deposit once made', () => {
    expect(
      ids(stillTakeable(live, { signedIn: true, deposited: false, signUpClaimable: true })),
    ).toEqual([1, 2, 3, 4]);
    expect(
      ids(stillTakeable(live, { signedIn: true, deposited: true, signUpClaimable: false })),
    ).toEqual([4]);
  });
});
