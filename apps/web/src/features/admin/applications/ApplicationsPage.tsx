import { Text } from '@mijas/ui';
import { useText } from '../../../i18n/index.ts';

/** Issue 21: being built (the engineer who owns this file replaces it). */
export function ApplicationsPage() {
  return <Text>{useText().officeInbox.description}</Text>;
}
