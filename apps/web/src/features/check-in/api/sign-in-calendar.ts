import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

export type SignInCalendar = CallAnswer<'signInCalendar'>;

/** The cycle's seven days, today's, the rule text and the make-up price. */
export const getSignInCalendar = () => call('signInCalendar', {});

export const signInCalendarQuery = () =>
  queryOptions({ queryKey: ['signInCalendar'] as const, queryFn: getSignInCalendar });

export const useSignInCalendar = () => useQuery(signInCalendarQuery());
