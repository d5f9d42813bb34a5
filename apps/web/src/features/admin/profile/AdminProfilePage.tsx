import { useId } from 'react';
import { Heading, Stack } from '@mijas/ui';
import { useText } from '../../../i18n/index.ts';

export function AdminProfilePage() {
  const text = useText().admin.profile;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="lg">
        <Heading level={2} id={titleId}>
          {text.title}
        </Heading>
      </Stack>
    </section>
  );
}
