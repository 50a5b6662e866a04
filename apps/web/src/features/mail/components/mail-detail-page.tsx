import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { MailItem } from '@lobby/contract/mail';
import { ErrorCode } from '@lobby/contract/values/errors';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-errors';
import { describeError, errorText, formatEpoch } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useAwardsText } from '@/lib/use-reward-text';
import { useSignedIn } from '@/stores/session-store';
import { useMailDetail } from '../api/get-mail-detail';
import { refreshMail, useDelMail, useReceiveMail } from '../api/mail-claims';
import { mailAction, mailTitle, systemMailBody } from '../lib/mail-text';
import { AttachmentPill, ClaimFirstDialog, Outcome, unclaimedIdsOf } from './mail-parts';
import styles from './mail.module.css';
/** A mail's reward: what it pays, its state, and "Claim" while it can be claimed. */
function Attachment({ mail, onClaimed }: { mail: MailItem; onClaimed: (o: Outcome) => void }) {
  const { t } = useTranslation();
  const awards = useAwardsText();
  const titleId = useId();
  const receive = useReceiveMail();
  if (mail.awards.length === 0) return null;
  const when =
    mail.attachment === 'claimed' && mail.claimedAt !== null
      ? t('email.claimedOn', { date: formatEpoch(mail.claimedAt) })
      : mail.expiresAt === null
        ? null
        : mail.attachment === 'expired'
          ? t('email.expiredOn', { date: formatEpoch(mail.expiresAt) })
          : t('email.expiresOn', { date: formatEpoch(mail.expiresAt) });
  return (
    <section className={styles.attachment} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.attachmentTitle}>
        {t('email.attachmentTitle')}
      </h3>
      <p className={styles.reward} data-testid="mail-awards">
        {awards(mail.awards)}
      </p>
      <div className={styles.attachmentFoot}>
        <span className={styles.rowSub}>{when}</span>
        {mail.attachment === 'unclaimed' ? (
          <Button
            small
            onClick={() =>
              receive.mutate(
                { id: mail.id },
                {
                  onSuccess: (answer) => onClaimed({ refused: answer.refused }),
                  onError: (error) => onClaimed({ error }),
                },
              )
            }
            disabled={receive.isPending}
            aria-busy={receive.isPending}
          >
            {receive.isPending ? t('email.claiming') : t('email.claim')}
          </Button>
        ) : (
          <AttachmentPill mail={mail} />
        )}
      </div>
    </section>
  );
}

function MailDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useMailDetail(id);
  const del = useDelMail();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mail = query.data;
  const opened = mail?.id;
  // The server marked it read: the inbox and the red dots say so now.
  useEffect(() => {
    if (opened !== undefined) refreshMail({ detail: false });
  }, [opened]);

  if (query.isPending) return <SkeletonList rows={3} />;
  if (query.isError) {
    const gone =
      query.error instanceof ApiError && query.error.errcode === ErrorCode.MAIL_NOT_FOUND;
    return (
      <EmptyState
        icon={gone ? 'inbox' : 'refresh'}
        title={gone ? t('email.notFoundTitle') : t('email.loadFailed')}
        text={gone ? t('email.notFoundText') : describeError(errorText(query.error), t)}
        action={
          gone ? (
            <ButtonLink to={pathTo('email')}>{t('email.toInbox')}</ButtonLink>
          ) : (
            <Button onClick={() => void query.refetch()}>{t('email.retry')}</Button>
          )
        }
      />
    );
  }
  const detail = query.data;
  const action = detail.kind === 'system' ? mailAction(detail) : null;
  const remove = (claimFirst: boolean) => {
    setOutcome(null);
    del.mutate(
      { ids: [detail.id], claimFirst },
      {
        onSuccess: (answer) => {
          setAsking(false);
          if (answer.deleted.includes(detail.id)) void navigate(pathTo('email'), { replace: true });
          else setOutcome({ refused: answer.refused });
        },
        onError: (error) => {
          if (!claimFirst && unclaimedIdsOf(error) !== null) setAsking(true);
          else {
            setAsking(false);
            setOutcome({ error });
          }
        },
      },
    );
  };
  return (
    <article className={styles.mail}>
      <header className={styles.mailHead}>
        <h2 className={styles.mailTitle}>{mailTitle(detail, t)}</h2>
        <p className={styles.rowSub}>{formatEpoch(detail.sentAt)}</p>
      </header>
      <p className={styles.body}>
        {detail.kind === 'broadcast' ? detail.body : systemMailBody(detail, t)}
      </p>
      {action ? (
        <ButtonLink variant="outline" small to={action.to} className={styles.action}>
          {t(action.label)}
        </ButtonLink>
      ) : null}
      <Outcome outcome={outcome} nameOf={() => null} />
      <Attachment mail={detail} onClaimed={setOutcome} />
      <Button
        variant="ghost"
        className={styles.delete}
        onClick={() => remove(false)}
        disabled={del.isPending}
        aria-busy={del.isPending}
      >
        {del.isPending ? t('email.deleting') : t('email.delete')}
      </Button>
      {asking ? (
        <ClaimFirstDialog
          count={1}
          busy={del.isPending}
          onConfirm={() => remove(true)}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </article>
  );
}

/** The mail `?id=` names, when it names one. */
const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /email/detail?id= : a mail with its text, marked read; its reward claimed through the reward
 * modal; deleted (asking first while a reward waits). Signed out, it asks to log in.
 */
export function MailDetailPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const here = id === null ? pathTo('email-detail') : pathTo('email-detail', { id });
  return (
    <Page>
      {!signedIn ? (
        <EmptyState
          icon="lock"
          title={t('email.signInTitle')}
          text={t('email.signInText')}
          action={<ButtonLink to={signInPath(here)}>{t('email.logIn')}</ButtonLink>}
        />
      ) : id === null ? (
        <EmptyState
          icon="inbox"
          title={t('email.detailTitle')}
          text={t('email.detailText')}
          action={<ButtonLink to={pathTo('email')}>{t('email.toInbox')}</ButtonLink>}
        />
      ) : (
        <MailDetail key={id} id={id} />
      )}
    </Page>
  );
}
