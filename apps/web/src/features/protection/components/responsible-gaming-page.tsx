import { Page } from '@/components/page';
import { RealityCheckSection } from './reality-check-section';
import styles from './responsible-gaming-page.module.css';

/**
 * /member/responsible-gaming, "Responsible gaming" (the navigation bar's title): the player's
 * protection tools, a section each (docs/player-protection.md).
 */
export function ResponsibleGamingPage() {
  return (
    <Page>
      <div className={styles.sections}>
        <RealityCheckSection />
      </div>
    </Page>
  );
}
