import { Page } from '@/components/page';
import { LimitsSection } from './limits-section';
import styles from './protection.module.css';

/**
 * /member/responsible-gaming: the player's own protections, one section each — the limits
 * here; breaks (time-out, self-exclusion) and the reality check are sections of their own
 * placed below (break-section.tsx, reality-check-section.tsx).
 */
export function ResponsibleGamingPage() {
  return (
    <Page>
      <div className={styles.stack}>
        <LimitsSection />
      </div>
    </Page>
  );
}
