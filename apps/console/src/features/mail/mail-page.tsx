import { t } from '@/i18n/i18n';
import { allows, useStaff } from '@/lib/staff';
import { useTitle } from '@/lib/use-title';
import { BroadcastComposer } from './broadcast-composer';
import { BroadcastList } from './broadcast-list';
import { PendingMail } from './pending-mail';
import { SingleMail } from './single-mail';
import styles from './mail.module.css';

/**
 * /mail (docs/console.md "Mail composer"): the broadcasts' composer for the roles that send them
 * (mail.broadcast), a mail to one player for support (mail, words only), and the latest
 * broadcasts with their reach and claims for every role that reads mail, and the broadcasts
 * waiting for a second member's approval (decided by the roles that send them).
 */
export function MailPage() {
  useTitle(t('mail.title'));
  const staff = useStaff();
  return (
    <div className={styles.page}>
      <h1>{t('mail.title')}</h1>
      {allows(staff, 'mail.broadcast') ? <BroadcastComposer /> : null}
      {allows(staff, 'mail') ? <SingleMail /> : null}
      <PendingMail canDecide={allows(staff, 'mail.broadcast')} />
      <BroadcastList canCancel={allows(staff, 'mail.broadcast')} />
    </div>
  );
}
