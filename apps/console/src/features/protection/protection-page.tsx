import type { ProtectionMarkersAnswer } from '@lobby/contract/console-calls/protection';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Amount } from '@/components/amount';
import { DataTable, type Column } from '@/components/data-table';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatMoney, formatTime, isoTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';
import { useTitle } from '@/lib/use-title';
import { ActionForm, type Acting } from './action-form';
import { protectionMarkersQuery } from './api/protection';

interface Row {
  userId: number;
  nickname: string | null;
  figure: number;
  at: number;
}

const playerLine = (r: Row) =>
  t('protection.playerLine', { id: r.userId, nickname: r.nickname ?? '' }).trim();

const duration = (seconds: number) =>
  t('protection.longPlay.duration', {
    hours: Math.floor(seconds / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
  });

const when = (at: number) => <time dateTime={isoTime(at)}>{formatTime(at)}</time>;

/**
 * /protection: the Player protection dashboard (docs/player-protection.md "Markers of harm"):
 * four lists of players who show a marker of harm, each row linking to the player's page, with
 * a mail to the player (`mail`) and a staff note (`players.write`) staff may act with.
 */
export function ProtectionPage() {
  useTitle(t('protection.title'));
  const staff = useStaff();
  const markers = useQuery(protectionMarkersQuery());
  const [acting, setActing] = useState<Acting | null>(null);
  const canMail = allows(staff, 'mail');
  const canNote = allows(staff, 'players.write');

  const columns = <R extends Row>(figure: Column<R>[], list: string): Column<R>[] => [
    {
      label: t('protection.player'),
      cell: (r) => <Link to={`/players/${r.userId}`}>{playerLine(r)}</Link>,
    },
    ...figure,
    { label: t('protection.when'), cell: (r) => when(r.at) },
    ...(canMail || canNote
      ? [
          {
            label: t('protection.actions'),
            cell: (r: R) => (
              <span className={ui.actions}>
                {canMail ? (
                  <button
                    type="button"
                    className={ui.button}
                    data-testid={`protection-${list}-mail-${r.userId}`}
                    onClick={() =>
                      setActing({ kind: 'mail', userId: r.userId, player: playerLine(r) })
                    }
                  >
                    {t('protection.mail')}
                  </button>
                ) : null}
                {canNote ? (
                  <button
                    type="button"
                    className={ui.button}
                    data-testid={`protection-${list}-note-${r.userId}`}
                    onClick={() =>
                      setActing({ kind: 'note', userId: r.userId, player: playerLine(r) })
                    }
                  >
                    {t('protection.note')}
                  </button>
                ) : null}
              </span>
            ),
          },
        ]
      : []),
  ];

  if (markers.isError)
    return (
      <div>
        <h1>{t('protection.title')}</h1>
        <ErrorBox error={markers.error} onRetry={() => void markers.refetch()} />
      </div>
    );
  if (!markers.data) return <Loading />;
  const m: ProtectionMarkersAnswer = markers.data;
  const th = m.thresholds;
  const count = (r: Row) => r.figure;
  return (
    <div>
      <h1>{t('protection.title')}</h1>
      <p className={ui.muted}>{t('protection.intro', { cap: m.cap })}</p>
      {acting ? (
        <ActionForm
          key={`${acting.kind}-${acting.userId}`}
          acting={acting}
          onDone={() => setActing(null)}
        />
      ) : null}
      <List
        id="raised"
        heading={t('protection.raised.heading')}
        hint={t('protection.raised.hint', { count: th.raisedDays })}
        empty={t('protection.raised.empty')}
        rows={m.raisedLimits}
        columns={columns(
          [{ label: t('protection.raised.figure'), cell: count, numeric: true }],
          'raised',
        )}
      />
      <List
        id="hits"
        heading={t('protection.hits.heading')}
        hint={t('protection.hits.hint', { count: th.hitsDays, times: th.hitsAtLeast })}
        empty={t('protection.hits.empty')}
        rows={m.limitHits}
        columns={columns(
          [{ label: t('protection.hits.figure'), cell: count, numeric: true }],
          'hits',
        )}
      />
      <List
        id="long-play"
        heading={t('protection.longPlay.heading')}
        hint={t('protection.longPlay.hint', { count: th.playDays, hours: th.playHours })}
        empty={t('protection.longPlay.empty')}
        rows={m.longPlay}
        columns={columns<ProtectionMarkersAnswer['longPlay'][number]>(
          [
            {
              label: t('protection.longPlay.figure'),
              cell: (r) => duration(r.figure),
              numeric: true,
            },
            {
              label: t('protection.longPlay.longest'),
              cell: (r) => duration(r.longestSession),
              numeric: true,
            },
          ],
          'long-play',
        )}
      />
      <List
        id="night"
        heading={t('protection.night.heading')}
        hint={t('protection.night.hint', {
          count: th.nightDays,
          hour: th.nightEndHour,
          loss: formatMoney(th.nightLossOver),
        })}
        empty={t('protection.night.empty')}
        rows={m.nightDeposits}
        columns={columns<ProtectionMarkersAnswer['nightDeposits'][number]>(
          [
            {
              label: t('protection.night.figure'),
              cell: (r) => <Amount value={r.figure} />,
              numeric: true,
            },
            {
              label: t('protection.night.amount'),
              cell: (r) => <Amount value={r.amount} />,
              numeric: true,
            },
          ],
          'night',
        )}
      />
    </div>
  );
}

function List<R extends Row>({
  id,
  heading,
  hint,
  empty,
  rows,
  columns,
}: {
  id: string;
  heading: string;
  hint: string;
  empty: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
}) {
  return (
    <section
      className={ui.panel}
      aria-labelledby={`protection-${id}-heading`}
      data-testid={`protection-${id}`}
    >
      <h2 id={`protection-${id}-heading`}>{heading}</h2>
      <p className={ui.muted}>{hint}</p>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => `${r.userId}-${r.at}`}
        empty={empty}
      />
    </section>
  );
}
