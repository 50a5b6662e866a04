import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { MailItem } from '@lobby/contract/mail';
import { ErrorCode } from '@lobby/contract/values/errors';
import { Button, ButtonLink } from '@/components/button';
import { ClaimFailure, ClaimRefusals } from '@/components/claim-refused';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { Modal } from '@/components/modal';
import { Page, ScreenHeader } from '@/components/page';
import { RecordList } from '@/components/record-list';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-errors';
import { describeError, errorText, formatEpoch } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useAwardsText } from '@/lib/use-reward-text';
import { useSignedIn } from '@/stores/session-store';
import { useMailDetail } from '../api/get-mail-detail';
import { useMail } from '../api/get-mail';
import { refreshMail, useDelMail, useReceiveMail } from '../api/mail-claims';
import { mailAction, mailTitle, systemMailBody } from '../lib/mail-text';
import styles from './mail.module.css';

/** What a claim or a deletion left to say: a refusal as a whole, or the mails left unpaid. */
type Outcome = { error: unknown } | { refused: readonly { id: number; errcode: number }[] };

/** The mails a refusal to delete names as still holding a reward (1514's `data.ids`). */
const unclaimedIdsOf = (error: unknown): number[] | null => {
  if (!(error instanceof ApiError) || error.errcode !== ErrorCode.MAIL_UNCLAIMED) return null;
  const ids = (error.data as { ids?: unknown } | undefined)?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
};

function Outcome({
  outcome,
  nameOf,
}: {
  outcome: Outcome | null;
  nameOf: (id: number) => string | null;
}) {
  if (!outcome) return null;
  if ('error' in outcome) return <ClaimFailure error={outcome.error} />;
  return <ClaimRefusals refused={outcome.refused} nameOf={nameOf} />;
}

/** Deleting asks first when a mail still holds a reward: it is claimed, then the mail goes. */
function ClaimFirstDialog({
  count,
  busy,
  onConfirm,
  onClose,
}: {
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('email.confirmTitle')}
      role="alertdialog"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('email.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {t('email.confirmClaimDelete')}
          </Button>
        </>
      }
    >
      <p>{t('email.confirmText', { count })}</p>
    </Modal>
  );
}

/** A mail's reward state, in words: to claim, claimed or expired. */
function AttachmentPill({ mail }: { mail: MailItem }) {
  const { t } = useTranslation();
  if (mail.attachment === 'none') return null;
  return (
    <span className={styles.pill} data-state={mail.attachment}>
      {t(`email.attachment.${mail.attachment}`)}
    </span>
  );
}

function MailRowContent({ mail }: { mail: MailItem }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        <Icon name={mail.awards.length > 0 ? 'gift' : 'inbox'} size={20} />
      </span>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle} data-unread={!mail.read || undefined}>
          {mailTitle(mail, t)}
        </span>
        <span className={styles.rowSub}>{formatEpoch(mail.sentAt)}</span>
      </span>
      <AttachmentPill mail={mail} />
      {!mail.read ? (
        <span className={styles.dot} role="img" aria-label={t('common.unread')} />
      ) : null}
    </>
  );
}

function MailRow({
  mail,
  selecting,
  checked,
  onToggle,
}: {
  mail: MailItem;
  selecting: boolean;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  if (selecting) {
    return (
      <li>
        <label className={styles.row}>
          <input
            type="checkbox"
            className={styles.check}
            checked={checked}
            onChange={onToggle}
            aria-label={t('email.selectMail', { title: mailTitle(mail, t) })}
          />
          <MailRowContent mail={mail} />
        </label>
      </li>
    );
  }
  return (
    <li>
      <Link to={pathTo('email-detail', { id: mail.id })} className={styles.row}>
        <MailRowContent mail={mail} />
      </Link>
    </li>
  );
}

/**
 * /email (signed in, no navbar): the inbox, newest first, each mail marked while unread and while
 * its reward waits; "Claim all" for every reward; select mails to delete (a mail still holding a
 * reward asks first, then claims it).
 */
export function MailPage() {
  const { t } = useTranslation();
  const query = useMail();
  const receive = useReceiveMail();
  const del = useDelMail();
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mails = query.data?.pages.flatMap((p) => p.list) ?? [];
  const first = query.data?.pages[0];
  const nameOf = (id: number) => {
    const mail = mails.find((m) => m.id === id);
    return mail ? mailTitle(mail, t) : null;
  };

  const claimAll = () => {
    setOutcome(null);
    receive.mutate(
      { all: true },
      {
        onSuccess: (answer) => setOutcome({ refused: answer.refused }),
        onError: (error) => setOutcome({ error }),
      },
    );
  };
  const remove = (claimFirst: boolean) => {
    setOutcome(null);
    del.mutate(
      { ids: [...selected], claimFirst },
      {
        onSuccess: (answer) => {
          setAsking(null);
          setSelected(new Set());
          setSelecting(false);
          setOutcome({ refused: answer.refused });
        },
        onError: (error) => {
          const unclaimed = unclaimedIdsOf(error);
          if (unclaimed !== null && !claimFirst) setAsking(unclaimed.length);
          else {
            setAsking(null);
            setOutcome({ error });
          }
        },
      },
    );
  };
  const toggle = (id: number) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = mails.length > 0 && mails.every((m) => selected.has(m.id));

  return (
    <>
      <ScreenHeader
        title={t('titles.email')}
        right={
          mails.length > 0 ? (
            <Button
              small
              variant="ghost"
              aria-pressed={selecting}
              onClick={() => {
                setSelecting((on) => !on);
                setSelected(new Set());
              }}
            >
              {selecting ? t('email.done') : t('email.select')}
            </Button>
          ) : undefined
        }
      />
      <Page>
        {first && first.list.length > 0 ? (
          <div className={styles.summary}>
            <p>{t('email.summary', { unread: first.unread, unclaimed: first.unclaimed })}</p>
            {first.unclaimed > 0 ? (
              <Button
                small
                onClick={claimAll}
                disabled={receive.isPending}
                aria-busy={receive.isPending}
              >
                {receive.isPending ? t('email.claiming') : t('email.claimAll')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <Outcome outcome={outcome} nameOf={nameOf} />
        <RecordList
          query={query}
          label={t('email.listLabel')}
          failedTitle={t('email.loadFailed')}
          empty={
            <EmptyState icon="inbox" title={t('email.emptyTitle')} text={t('email.emptyText')} />
          }
          row={(mail) => (
            <MailRow
              key={mail.id}
              mail={mail}
              selecting={selecting}
              checked={selected.has(mail.id)}
              onToggle={() => toggle(mail.id)}
            />
          )}
        />
        {selecting ? (
          <div className={styles.selectBar}>
            <Button
              small
              variant="ghost"
              onClick={() => setSelected(allSelected ? new Set() : new Set(mails.map((m) => m.id)))}
            >
              {t('email.selectAll')}
            </Button>
            <span className={styles.count} aria-live="polite">
              {t('email.selected', { count: selected.size })}
            </span>
            <Button
              small
              variant="purple"
              onClick={() => remove(false)}
              disabled={selected.size === 0 || del.isPending}
              aria-busy={del.isPending}
            >
              {del.isPending ? t('email.deleting') : t('email.delete')}
            </Button>
          </div>
        ) : null}
      </Page>
      {asking !== null ? (
        <ClaimFirstDialog
          count={asking}
          busy={del.isPending}
          onConfirm={() => remove(true)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}

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
