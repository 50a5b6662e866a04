import { Link } from './link';
import { useTranslation } from '../i18n/use-translation';
import { pathTo } from '../config/paths';
import { showChatWidget } from '../lib/native-app';
import { Icon } from './icon';
import styles from './floating.module.css';

/** The floating customer-service launcher; the native wrapper has its own, so it hides there. */
export function ChatLauncher() {
  const { t } = useTranslation();
  if (!showChatWidget()) return null;
  return (
    <Link to={pathTo('service')} className={styles.chat} aria-label={t('service.open')}>
      <Icon name="chat" size={26} />
    </Link>
  );
}
