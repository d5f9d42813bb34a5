import { Heading, Stack, Text } from '@mijas/ui';

export interface SubPageHeadingProps {
  /** False inside the /admin panel, whose layout already heads the page with the title and description. */
  show: boolean;
  title: string;
  description?: string | undefined;
}

/** The sub-page's own title and description, for when it is shown outside the panel's layout. */
export function SubPageHeading({ show, title, description }: SubPageHeadingProps) {
  if (!show) return null;
  return (
    <Stack gap="xs">
      <Heading level={1}>{title}</Heading>
      {description ? <Text tone="muted">{description}</Text> : null}
    </Stack>
  );
}
