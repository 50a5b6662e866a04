import { useState } from 'react';
import type { MailItem } from '@lobby/contract/mail';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { Page, ScreenHeader, pageStyles } from '@/components/page';
import { RecordList } from '@/components/record-list';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { formatEpoch } from '@/lib/error-message';
import { useMail } from '../api/get-mail';
import { useDelMail, useReceiveMail } from '../api/mail-claims';
import { mailTitle } from '../lib/mail-text';
import { AttachmentPill, ClaimFirstDialog, Outcome, unclaimedIdsOf } from './mail-parts';
import styles from './mail.module.css';
function MailRowContent({ mail }: { mail: MailItem }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        <Icon name={mail.awards.length > 0 ? 'gift' : 'inbox'} size={20} />
      </span>
      <span className={pageStyles.rowMain}>
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
            <p>
              {t('email.summary', {
                unread: t('email.summaryUnread', { count: first.unread }),
                toClaim: t('email.summaryToClaim', { count: first.unclaimed }),
              })}
            </p>
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
