import { useCallback, useEffect, useRef, useState } from 'react';
import { addIconShapes } from '@/components/icon';
import { Modal } from '@/components/modal';
import { pageIconShapes } from '@/components/page-icons';
import { useTranslation } from '@/i18n/use-translation';
import { useModalManager } from '@/lib/modal-manager';
import { JackpotBoard } from './jackpot-board';

// The bubble opens this over the lobby, where the pages' icons may not have loaded yet.
addIconShapes(pageIconShapes);

/**
 * The lucky jackpot over the page the bubble floats on. It stays open while a draw is under way
 * (the run, the wheel, the award) and while the reward modal shows over it: Escape is theirs.
 * The close handler keeps one identity (the dialog takes focus again whenever it changes).
 */
export function JackpotModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [drawing, setDrawing] = useState(false);
  const rewardShowing = useModalManager((s) => s.current?.kind === 'reward');
  const held = useRef(false);
  useEffect(() => {
    held.current = drawing || rewardShowing;
  }, [drawing, rewardShowing]);
  const close = useCallback(() => {
    if (!held.current) onClose();
  }, [onClose]);
  return (
    <Modal title={t('jackpot.title')} onClose={close} wide>
      <JackpotBoard onBusy={setDrawing} />
    </Modal>
  );
}
