import { useMemo, type ReactNode } from 'react';
import { LandingLanguageContext, type LandingLanguage } from './landing.ts';
import { useLocale } from './locale.tsx';

/** The landing's parts inside the app (`/` signed in, the not-found page): in the app's language. */
export function AppLandingLanguage({ children }: { children: ReactNode }) {
  const { locale, text, setLocale } = useLocale();
  const value = useMemo<LandingLanguage>(
    () => ({ locale, text, setLocale }),
    [locale, text, setLocale],
  );
  return (
    <LandingLanguageContext.Provider value={value}>{children}</LandingLanguageContext.Provider>
  );
}
