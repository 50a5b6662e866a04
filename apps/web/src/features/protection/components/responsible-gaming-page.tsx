import { Page } from '@/components/page';
import { BreakSection } from './break-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';
import styles from './responsible-gaming-page.module.css';

/**
 * /member/responsible-gaming, "Responsible gaming" (the navigation bar's title): the player's
 * protection tools, a section each (docs/player-protection.md): the limits, the reality check's
 * interval, and the breaks (time-out, self-exclusion).
 */
export function ResponsibleGamingPage() {
  return (
    <Page>
      <div className={styles.sections}>
        <LimitsSection />
        <RealityCheckSection />
        <BreakSection />
      </div>
    </Page>
  );
}
