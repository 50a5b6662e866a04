import { couponKindOf } from '@lobby/contract/values/coupons';

/** The name of an attachment's prop, as the composer shows it beside its id. */
export const propKey = (propId: number) => {
  if (propId === 2001) return 'mail.props.coin' as const;
  if (propId === 2002) return 'mail.props.points' as const;
  const kind = couponKindOf(propId);
  if (kind === 'general') return 'mail.props.general' as const;
  if (kind === 'fixed') return 'mail.props.fixed' as const;
  if (kind === 'give') return 'mail.props.give' as const;
  return 'mail.props.unknown' as const;
};
