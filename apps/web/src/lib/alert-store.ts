import { create } from 'zustand';

/** A blocking notice such as the request-timeout tip; texts are i18n keys. */
export interface Alert {
  id: string;
  titleKey: string;
  messageKey: string;
  /** A way on from the notice (e.g. to customer service), shown beside its OK. */
  link?: { to: string; labelKey: string };
}

interface AlertState {
  alerts: Alert[];
  show: (alert: Alert) => void;
  dismiss: (id: string) => void;
}

export const useAlertStore = create<AlertState>()((set) => ({
  alerts: [],
  // The same alert twice (several calls timing out together) is shown once.
  show: (alert) =>
    set((s) => (s.alerts.some((a) => a.id === alert.id) ? s : { alerts: [...s.alerts, alert] })),
  dismiss: (id) => set((s) => ({ alerts: s.alerts.filter((a) => a.id !== id) })),
}));

export const showTimeoutTip = () =>
  useAlertStore
    .getState()
    .show({ id: 'timeout', titleKey: 'dialog.tips', messageKey: 'errors.timeout' });
