import type { Game } from '@lobby/contract/app-config';
import type { ValidationIssue } from '@lobby/contract/envelope';
import tables from '@/components/table.module.css';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { pathInValue } from './field-errors';
import styles from './config.module.css';

type Field = 'enabled' | 'sort' | 'hot' | 'new' | 'name' | 'icon';

/**
 * The games section as a table: each game switched on or off, its order, hot and new flags,
 * name and art (with a preview). The games' other fields (provider, code, limits) are kept as
 * they are. Issues show in the cell of their field.
 */
export function GamesTable({
  games,
  onChange,
  issues,
  readOnly,
}: {
  games: readonly Game[];
  onChange: (games: Game[]) => void;
  issues: readonly ValidationIssue[];
  readOnly: boolean;
}) {
  const set = <K extends Field>(index: number, field: K, value: Game[K]) =>
    onChange(games.map((g, i) => (i === index ? { ...g, [field]: value } : g)));
  const errorsAt = (index: number, field?: Field) =>
    issues
      .filter((issue) => {
        const [row, name] = pathInValue(issue.path);
        return row === String(index) && name === field;
      })
      .map((issue) => issue.message);
  const rowErrors = (index: number) =>
    issues
      .filter((issue) => {
        const [row, name] = pathInValue(issue.path);
        return (
          row === String(index) &&
          !['enabled', 'sort', 'hot', 'new', 'name', 'icon'].includes(name ?? '')
        );
      })
      .map((issue) => `${pathInValue(issue.path).slice(1).join('.')}: ${issue.message}`);

  return (
    <div className={tables.scroll}>
      <table className={tables.table} data-testid="config-games">
        <caption className={styles.caption}>{t('config.games.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('config.games.id')}</th>
            <th scope="col">{t('config.games.enabled')}</th>
            <th scope="col">{t('config.games.order')}</th>
            <th scope="col">{t('config.games.hot')}</th>
            <th scope="col">{t('config.games.new')}</th>
            <th scope="col">{t('config.games.name')}</th>
            <th scope="col">{t('config.games.art')}</th>
          </tr>
        </thead>
        <tbody>
          {games.map((game, index) => (
            <tr key={game.id} data-testid="config-game-row" data-game-id={game.id}>
              <td>
                {game.id}
                <span className={ui.sub}>{game.provider}</span>
                <Errors messages={rowErrors(index)} />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('config.games.enabledOf', { name: game.name })}
                  checked={game.enabled !== false}
                  disabled={readOnly}
                  onChange={(e) => set(index, 'enabled', e.currentTarget.checked)}
                />
              </td>
              <td>
                <input
                  type="number"
                  className={`${ui.input} ${styles.narrow}`}
                  aria-label={t('config.games.orderOf', { name: game.name })}
                  value={Number.isFinite(game.sort) ? game.sort : ''}
                  readOnly={readOnly}
                  onChange={(e) => set(index, 'sort', e.currentTarget.valueAsNumber)}
                />
                <Errors messages={errorsAt(index, 'sort')} />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('config.games.hotOf', { name: game.name })}
                  checked={game.hot}
                  disabled={readOnly}
                  onChange={(e) => set(index, 'hot', e.currentTarget.checked)}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('config.games.newOf', { name: game.name })}
                  checked={game.new}
                  disabled={readOnly}
                  onChange={(e) => set(index, 'new', e.currentTarget.checked)}
                />
              </td>
              <td>
                <input
                  className={ui.input}
                  aria-label={t('config.games.nameOf', { id: game.id })}
                  value={game.name}
                  readOnly={readOnly}
                  onChange={(e) => set(index, 'name', e.currentTarget.value)}
                />
                <Errors messages={errorsAt(index, 'name')} />
              </td>
              <td>
                <div className={styles.art}>
                  {game.icon ? (
                    <img
                      src={game.icon}
                      alt={t('config.games.preview', { name: game.name })}
                      className={styles.preview}
                      loading="lazy"
                    />
                  ) : null}
                  <input
                    className={ui.input}
                    aria-label={t('config.games.artOf', { name: game.name })}
                    value={game.icon}
                    readOnly={readOnly}
                    onChange={(e) => set(index, 'icon', e.currentTarget.value)}
                  />
                </div>
                <Errors messages={errorsAt(index, 'icon')} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Errors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <span className={styles.fieldError} data-testid="config-field-error">
      {messages.join(' ')}
    </span>
  );
}
