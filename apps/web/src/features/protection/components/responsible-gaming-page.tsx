import { Page } from '@/components/page';
import { BreakSection } from './break-section';

/**
 * /member/responsible-gaming ("Responsible gaming", the navigation bar's title): the
 * player-protection sections. This
 * branch holds the break's section (ADR 0071); the limits and reality-check sections join it.
 */
export function ResponsibleGamingPage() {
  return (
    <Page>
      <BreakSection />
    </Page>
  );
}
