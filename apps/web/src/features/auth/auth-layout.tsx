import { Card, Inline, InlineAlert, Link, Spinner, Stack, Text, vars } from '@mijas/ui';
import type { FormEvent, ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { useText } from '../../i18n/index.ts';

export interface AuthLayoutProps {
  /** The page's one heading (level 1), e.g. 'Login'. */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card ('Back to Login', 'Back to Home'...). */
  links?: ReactNode;
}

/**
 * The centred card every auth page uses (login, forgot, reset code, reset password, both verification pages):
 * the brand as the way home, one card with the page's heading, and the page's links under it. Fills a phone
 * screen edge to edge with a small margin; never wider than a comfortable form.
 */
export function AuthLayout({ title, description, children, links }: AuthLayoutProps) {
  const { common, auth } = useText();
  return (
    <main
      style={{
        display: 'grid',
        placeItems: 'center',
        minBlockSize: '100dvh',
        boxSizing: 'border-box',
        paddingBlock: vars.space.xl,
        paddingInline: vars.space.md,
      }}
    >
      <div style={{ inlineSize: 'min(28rem, 100%)' }}>
        <Stack gap="lg">
          <div style={{ textAlign: 'center' }}>
            <Text size="lg" weight="bold" as="div">
              <Link href={paths.home.build()} variant="subtle" aria-label={auth.homeLink}>
                {common.brand}
              </Link>
            </Text>
          </div>
          <Card title={title} description={description} headingLevel={1}>
            {children}
          </Card>
          {links ? (
            <Inline justify="space-between" gap="md">
              {links}
            </Inline>
          ) : null}
        </Stack>
      </div>
    </main>
  );
}

export interface AuthFormProps {
  /** Called on submit (Enter in a field or the submit button); the browser's own validation is off. */
  onSubmit: () => void;
  busy?: boolean;
  children: ReactNode;
}

/**
 * A form whose submit goes to the page's machine; `aria-busy` while the machine works. It posts: were the
 * browser to send it itself (a prerendered page, before its code ran), no value would land in an address (the
 * server sends such a post back to the page).
 */
export function AuthForm({ onSubmit, busy = false, children }: AuthFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form method="post" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Stack gap="lg">{children}</Stack>
    </form>
  );
}

/** The machine's error (announced at once) or notice (announced politely), or nothing. */
export function AuthMessage({
  error,
  notice,
  tone = 'success',
}: {
  error?: string | null;
  notice?: string | null;
  tone?: 'success' | 'info' | 'warning';
}) {
  if (error) return <InlineAlert tone="error">{error}</InlineAlert>;
  if (notice) return <InlineAlert tone={tone}>{notice}</InlineAlert>;
  return null;
}

/** A spinner with its text beside it, for pages that wait on the server before anything else. */
export function AuthProgress({ label }: { label: string }) {
  return (
    <Inline gap="sm">
      <Spinner label={label} showLabel />
    </Inline>
  );
}
