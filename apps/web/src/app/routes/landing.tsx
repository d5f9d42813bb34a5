import { landingFormMachine } from '@mijas/machines';
import { Button, Footer, Hero, Section } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import {
  address,
  brand,
  copyright,
  openingHours,
  socialLinks,
} from '../../features/landing/content.ts';
import { formApi } from '../../features/landing/form-endpoint.ts';
import { JoinForm, type JoinFormHandle } from '../../features/landing/join-form.tsx';
import { LandingNavbar } from '../../features/landing/landing-navbar.tsx';
import { PartnerLogos } from '../../features/landing/partner-logos.tsx';
import { useText } from '../../i18n/index.ts';
import { useFlow } from '../../lib/use-flow.ts';
import { HomeGate } from '../guards.tsx';
import { useApi, useSession } from '../session.tsx';

/** SPEC §2 `/`: navbar, hero, partners, the Join Us / Inquiry form and the footer. */
export function Component() {
  return (
    <HomeGate>
      <LandingPage />
    </HomeGate>
  );
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function LandingPage() {
  const text = useText().landing;
  const api = useApi();
  const storage = useSession((snapshot) => snapshot.context.local);
  const input = useMemo(
    () => ({ api: formApi(api, import.meta.env.VITE_FORM_ENDPOINT), storage }),
    [api, storage],
  );
  const actorRef = useFlow(landingFormMachine, input);
  const type = useSelector(actorRef, (s) => s.context.type);
  const form = useRef<JoinFormHandle>(null);

  /** The hero's Join Us: the form, set to Join Us, scrolls into view and takes focus. */
  function goToForm() {
    if (type !== 'Join Us') actorRef.send({ type: 'type.change', value: 'Join Us' });
    document
      .getElementById('join')
      // Optional call: jsdom has no scrollIntoView.
      ?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    form.current?.focus();
  }

  // `#home` (the navbar's Home) is the top of the page, above the sticky navbar.
  return (
    <div id="home">
      <LandingNavbar />
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
        <Section id="partners" title={text.partners.title} description={text.partners.description}>
          <PartnerLogos label={text.partners.listLabel} />
        </Section>
        <Section
          id="join"
          title={text.form.sectionTitle}
          description={text.form.sectionDescription}
        >
          <JoinForm ref={form} actorRef={actorRef} />
        </Section>
      </main>
      <Footer
        brand={brand}
        tagline={text.footer.tagline}
        address={address}
        hours={openingHours}
        social={socialLinks}
        copyright={copyright(new Date().getFullYear())}
        headings={text.footer.headings}
      />
    </div>
  );
}
