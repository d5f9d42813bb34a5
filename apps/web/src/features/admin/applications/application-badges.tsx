import type { FormType, ApplicationStatus } from '@mijas/api';
import { Badge, type BadgeTone } from '@mijas/ui';
import { useText } from '../../../i18n/index.ts';

const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  new: 'info',
  handled: 'success',
  archived: 'neutral',
};

/** A submission's status: New (to answer), Handled, Archived. */
export function SubmissionStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{useText().applications.statuses[status]}</Badge>;
}

/** A submission's type: Join Us or Inquiry. */
export function FormTypeBadge({ type }: { type: FormType }) {
  return (
    <Badge tone={type === 'Join Us' ? 'warning' : 'neutral'}>
      {useText().applications.types[type]}
    </Badge>
  );
}
