import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/icons';

/** One icon per message tone, shared by InlineAlert and Toast. */
export const toneIcons = {
  success: SuccessIcon,
  error: ErrorIcon,
  info: InfoIcon,
  warning: WarningIcon,
} as const;

export type Tone = keyof typeof toneIcons;
