import { useId } from 'react';
import { Heading, Stack } from '@mijas/ui';
import { useText } from '../../../i18n/index.ts';

export function AddMemberPage() {
  const text = useText().admin.addMember;
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
