import type { FairGameName } from '@lobby/contract/values/games';
import type { ReactNode } from 'react';
import { ArtDefs } from './components/art-defs';
import { GameShell } from './components/game-shell';
import { FairnessPage } from './fairness/fairness-page';
import { CrashGame } from './games/crash-game';
import { DiceGame } from './games/dice-game';
import { MinesGame } from './games/mines-game';
import { SlotGame } from './games/slot-game';
import { t } from './lib/i18n';
import { modeOf, pageOf } from './lib/route';
import type { PlaySession } from './lib/use-play-session';

const GAMES: Record<FairGameName, (session: PlaySession) => ReactNode> = {
  dice: (session) => <DiceGame session={session} />,
  crash: (session) => <CrashGame session={session} />,
  mines: (session) => <MinesGame session={session} />,
  slot: (session) => <SlotGame session={session} />,
};

/** The page for the address: one of the games, the fairness page, or a not-found note. */
export function PlayApp({ pathname, search }: { pathname: string; search: string }) {
  const page = pageOf(pathname);
  let content: ReactNode;
  if (page.kind === 'game') {
    content = (
      <GameShell game={page.game} mode={modeOf(search)}>
        {GAMES[page.game]}
      </GameShell>
    );
  } else if (page.kind === 'fairness') {
    content = <FairnessPage search={search} />;
  } else {
    content = (
      <main className="not-found">
        <h1>{t('shell.notFound')}</h1>
      </main>
    );
  }
  return (
    <>
      <ArtDefs />
      {content}
    </>
  );
}
