import { Button, InlineAlert, Stack } from '@mijas/ui';

/**
 * A list or section that did not load: what failed, the reason (the server's message, or no response), and Try
 * again. The machine that loads it decides what Try again sends.
 */
export function LoadFailed({
  title,
  reason,
  retryLabel,
  onRetry,
}: {
  title: string;
  reason: string | null;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <InlineAlert tone="error" title={title}>
      <Stack gap="sm" align="flex-start">
        <span>{reason}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </InlineAlert>
  );
}
