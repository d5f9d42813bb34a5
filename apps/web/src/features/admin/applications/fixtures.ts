import type { ApplicationListResponse, ApplicationDetails, ApplicationItem } from '@mijas/api';
import { fromPromise } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';

/** Applications' scripted data (stories and tests): a few submissions of each type and status. */

const day = 24 * 3600 * 1000;
/** Fixed moments (the exact dates stay the same; "2 days ago" is counted from now). */
const at = (daysAgo: number) =>
  new Date(Date.UTC(2026, 10, 20, 9, 30) - daysAgo * day).toISOString();

export const saraApplication: ApplicationItem = {
  id: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a01',
  type: 'Join Us',
  name: 'Sara Al Haddad',
  email: 'sara.haddad@example.com',
  mobile: '+962791234567',
  major: 'Civil Engineering',
  message: null,
  status: 'new',
  createdAt: at(0),
  memberId: null,
};

export const omarInquiry: ApplicationItem = {
  id: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a02',
  type: 'Inquiry',
  name: 'Omar Khalil',
  email: 'omar.khalil@example.com',
  mobile: null,
  major: 'Law',
  message:
    'Hello,\n\nDo you offer a family membership? My wife and our two children would join the weekend activities.\n\nThank you,\nOmar',
  status: 'new',
  createdAt: at(1),
  memberId: null,
};

export const linkedApplication: ApplicationItem = {
  id: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a03',
  type: 'Join Us',
  name: 'Rania Qasem',
  email: 'rania.qasem@example.com',
  mobile: '+962795550200',
  major: 'Marine Biology',
  message: null,
  status: 'handled',
  createdAt: at(6),
  memberId: '5d6f0a7e-8c2b-4f3e-a1d4-2b9c8e7f6a09',
};

export const archivedInquiry: ApplicationItem = {
  id: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a04',
  type: 'Inquiry',
  name: 'Lina Saleh',
  email: 'lina.saleh@example.com',
  mobile: '+962777000111',
  major: 'Medicine',
  message: 'هل تقدّمون دورات للأطباء حديثي التخرج؟',
  status: 'archived',
  createdAt: at(40),
  memberId: null,
};

export const applicationsRows = [saraApplication, omarInquiry, linkedApplication, archivedInquiry];

export const applicationsPage = (
  forms: ApplicationItem[] = applicationsRows,
): ApplicationListResponse => ({
  forms,
  totalCount: forms.length,
  newCount: forms.filter((form) => form.status === 'new').length,
});

/** A submission's details as the dialog loads them. */
export function detailsOf(item: ApplicationItem): ApplicationDetails {
  const linked = item.memberId !== null;
  return {
    ...item,
    language: item === archivedInquiry ? 'ar' : 'en',
    memberUsername: linked ? 'rania.q' : null,
    statusChangedAt: item.status === 'new' ? null : at(5),
    statusChangedByUserName: item.status === 'new' ? null : 'admin',
    replies: linked
      ? [
          {
            id: 1,
            subject: 'Re: your MIJAS Club application',
            body: 'Welcome to the club!\nYour membership card is ready at the office.',
            sentByUserName: 'admin',
            createdAt: at(5),
          },
        ]
      : [],
  };
}

export interface ApplicationsFlowsOptions {
  list?: () => Promise<ApplicationListResponse>;
  details?: (id: string) => Promise<ApplicationDetails>;
  update?: (status: string, id: string) => Promise<ApplicationDetails>;
  reply?: (id: string) => Promise<ApplicationDetails>;
}

const byId = (id: string) => applicationsRows.find((row) => row.id === id) ?? saraApplication;

/** The Applications page's fakes, by machine id: the list's page, the dialog's load, status and reply. */
export function applicationsFlows({
  list = async () => applicationsPage(),
  details = async (id) => detailsOf(byId(id)),
  update = async (status, id) =>
    ({ ...detailsOf(byId(id)), status, statusChangedByUserName: 'admin' }) as ApplicationDetails,
  reply = async (id) => detailsOf(byId(id)),
}: ApplicationsFlowsOptions = {}): Record<string, FlowImplementations> {
  return {
    applicationsList: { actors: { loadPage: fromPromise(() => list()) } },
    applicationDetails: {
      actors: {
        loadSubmission: fromPromise<ApplicationDetails, { id: string }>(({ input }) =>
          details(input.id),
        ),
        updateStatus: fromPromise<ApplicationDetails, { id: string; status: string }>(({ input }) =>
          update(input.status, input.id),
        ),
        sendReply: fromPromise<ApplicationDetails, { id: string }>(({ input }) => reply(input.id)),
      },
    },
  };
}
