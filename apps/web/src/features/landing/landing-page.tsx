import { Button, Footer, Hero, Section } from '@mijas/ui/landing';
import { useRef, type ReactNode, type Ref } from 'react';
import { useLandingText } from '../../i18n/landing.ts';
import { socialLinks } from './content.ts';
import type { JoinFormHandle } from './join-form.tsx';
import { LandingNavbar, type LandingAccount } from './landing-navbar.tsx';
import * as styles from './landing.css.ts';
import { PartnerLogos } from './partner-logos.tsx';

/**
 * The not-found page takes the navbar from here: a module of its own, imported by two pages, would be a chunk of
 * its own on the landing's first load (about 0.4 kB more of its budgeted JS).
 */
export { LandingNavbar } from './landing-navbar.tsx';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export interface LandingPageProps {
  /** The signed-in user's panel link and Logout; null for a visitor. */
  account: LandingAccount | null;
  /** The Join Us / Inquiry form, given the handle the hero's Join Us uses to bring it up. */
  renderForm: (ref: Ref<JoinFormHandle>) => ReactNode;
}

/**
 * SPEC §2 `/`: navbar, hero, partners, the Join Us / Inquiry form and the footer. The routed page and the
 * prerendered landing both show this; they differ in where the session and the form's machine come from.
 */
export function LandingPage({ account, renderForm }: LandingPageProps) {
  const { common, landing: text } = useLandingText();
  const form = useRef<JoinFormHandle>(null);

  /** The hero's Join Us: the form, set to Join Us, scrolls into view and takes focus. */
  function goToForm() {
    document
      .getElementById('join')
      // Optional call: jsdom has no scrollIntoView.
      ?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    form.current?.join();
  }

  // `#home` (the navbar's Home) is the top of the page, above the sticky navbar.
  return (
    <div id="home">
      <LandingNavbar account={account} />
      <main>
        <Hero
          title={text.hero.title}
          eyebrow={text.hero.eyebrow}
          subtitle={text.hero.subtitle}
          actions={
            <Button size="lg" onClick={goToForm}>
              {text.hero.join}
            </Button>
          }
        />
        <div className={styles.belowTheFold.sections}>
          <Section
            id="partners"
            title={text.partners.title}
            description={text.partners.description}
          >
            <PartnerLogos label={text.partners.listLabel} />
          </Section>
          <Section
            id="join"
            title={text.form.sectionTitle}
            description={text.form.sectionDescription}
          >
            {renderForm(form)}
          </Section>
        </div>
      </main>
      <div className={styles.belowTheFold.footer}>
        <Footer
          brand={common.brandShort}
          tagline={text.footer.tagline}
          address={text.content.address}
          hours={text.content.openingHours}
          social={socialLinks.map((link) => ({
            label: text.content.social[link.id],
            href: link.href,
          }))}
          copyright={`© ${new Date().getFullYear()} ${text.content.copyright}`}
          headings={text.footer.headings}
        />
      </div>
    </div>
  );
}
