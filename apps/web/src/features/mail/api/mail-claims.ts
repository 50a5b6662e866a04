import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** One mail's attachment (`id`) or every one that can be claimed (`all`). */
export type MailClaim = { id: number } | { all: true };

/**
 * What a change to the inbox makes stale: the inbox, the red dots and (unless a mail was only
 * read) the mails open.
 */
export const refreshMail = ({ detail = true }: { detail?: boolean } = {}) => {
  void queryClient.invalidateQueries({ queryKey: ['getMail2'] });
  void queryClient.invalidateQueries({ queryKey: ['activityGetStatusList'] });
  if (detail) void queryClient.invalidateQueries({ queryKey: ['getMailDetail'] });
};

/** Claims attachments: the reward modal shows what they paid. */
export const useReceiveMail = () =>
  useMutation({
    mutationKey: ['receiveMail'],
    mutationFn: (claim: MailClaim) => call('receiveMail', claim),
    onSuccess: (answer) => {
      refreshMail();
      void afterClaim(answer.awards);
    },
  });

/**
 * Deletes mails. With `claimFirst`, an attachment still to claim is claimed first (the reward
 * modal shows it); without, such a mail refuses the call (1514) and nothing is deleted.
 */
export const useDelMail = () =>
  useMutation({
    mutationKey: ['delMail'],
    mutationFn: (input: { ids: number[]; claimFirst?: boolean }) => call('delMail', input),
    onSuccess: (answer) => {
      refreshMail();
      if (answer.awards.length > 0) void afterClaim(answer.awards);
    },
  });
