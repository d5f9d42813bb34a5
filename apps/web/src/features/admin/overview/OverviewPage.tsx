import { Text } from '@mijas/ui';
import { useText } from '../../../i18n/index.ts';

/** Issue 21: being built (the engineer who owns this file replaces it). */
export function OverviewPage() {
  return <Text>{useText().officeOverview.description}</Text>;
}
