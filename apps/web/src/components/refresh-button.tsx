import { useRefreshData } from '@/lib/balances';
import { Icon } from './icon';

/**
 * Asks the server for the balances again (and, being on screen, on open): an icon button that
 * spins (`data-spinning`) while it waits. The page draws it (`className`) and names it (`label`).
 */
export function RefreshButton({
  className,
  label,
}: {
  className: string | undefined;
  label: string;
}) {
  const refresh = useRefreshData();
  return (
    <button
      type="button"
      className={className}
      onClick={() => void refresh.refetch()}
      disabled={refresh.isFetching}
      aria-label={label}
      data-spinning={refresh.isFetching || undefined}
    >
      <Icon name="refresh" size={20} />
    </button>
  );
}
