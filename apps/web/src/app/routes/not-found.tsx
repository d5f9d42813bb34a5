import { Button, EmptyState } from '@mijas/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LandingNavbar } from '../../features/landing/landing-page.tsx';
import { useLandingAccount } from '../../features/landing/use-landing-account.ts';
import { AppLandingLanguage } from '../../i18n/app-landing-language.tsx';
import { useText } from '../../i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Any address that is no page of the app: the landing's navbar (its sections, and Login or the panel and
 * Logout), the page's heading and the way home; the tab reads 'Page not found · MIJAS Club'. The server answers
 * such an address with 404 and this page's shell (`dist/404.html`, titled the same by the build).
 */
export function Component() {
  const { common } = useText();
  const text = common.notFound;
  const navigate = useNavigate();
  useDocumentTitle(common.panel.documentTitle(text.title));
  return (
    <>
      <AppLandingLanguage>
        <LandingNavbar account={useLandingAccount()} elsewhere />
      </AppLandingLanguage>
      <main>
        <EmptyState
          title={
            <span role="heading" aria-level={1}>
              {text.title}
            </span>
          }
          description={text.description}
          action={<Button onClick={() => void navigate(paths.home.build())}>{text.home}</Button>}
        />
      </main>
    </>
  );
}
