import { TOAST_DURATION_MS } from '@mijas/api';
import { UIProvider } from '@mijas/ui';
import { render } from '@testing-library/react';
import { en } from '../i18n/en.ts';
import { PageHarness, type PageHarnessProps } from './page-harness.tsx';

/** Renders a page for a component test (jsdom): the harness inside the design system's provider. */
export function renderPage(props: PageHarnessProps) {
  return render(
    <UIProvider toastDuration={TOAST_DURATION_MS} toastLabels={en.common.ui.toasts}>
      <PageHarness {...props} />
    </UIProvider>,
  );
}
