import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { paths } from '../config/paths';
import { Icon } from './icon';

/** Back in history when there is somewhere to go back to, else to the lobby. */
export function BackButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const onClick = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.index, { replace: true });
  };
  return (
    <button type="button" className={className} onClick={onClick} aria-label={t('common.back')}>
      <Icon name="back" />
    </button>
  );
}
