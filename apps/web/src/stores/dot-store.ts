import { create } from 'zustand';

/** The red dots (docs/glossary.md): something unread or unclaimed behind a tab or a shortcut. */
export interface Dots {
  hasTask: boolean;
  hasMail: boolean;
  hasSignUpBonus: boolean;
  hasFund: boolean;
  hasAgent: boolean;
  hasFreeBonus: boolean;
  /** A VIP award or rebate waits to be claimed. */
  vipAwardFlag: boolean;
}

const none: Dots = {
  hasTask: false,
  hasMail: false,
  hasSignUpBonus: false,
  hasFund: false,
  hasAgent: false,
  hasFreeBonus: false,
  vipAwardFlag: false,
};

interface DotState extends Dots {
  set: (dots: Partial<Dots>) => void;
  reset: () => void;
}

export const useDotStore = create<DotState>()((set) => ({
  ...none,
  set: (dots) => set(dots),
  reset: () => set(none),
}));

/**
 * Which bottom tab carries a dot: bonus for tasks and claimable bonuses, VIP for its awards, me
 * for mail and agent.
 */
export const bonusTabDot = (d: Dots) =>
  d.hasTask || d.hasSignUpBonus || d.hasFund || d.hasFreeBonus;
export const vipTabDot = (d: Dots) => d.vipAwardFlag;
export const memberTabDot = (d: Dots) => d.hasMail || d.hasAgent;
