import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogueIndex } from './CatalogueIndex.tsx';
import { catalogueMachines } from './machines.ts';
import { MachineCatalogue } from './MachineCatalogue.tsx';

/**
 * The catalogue (docs/storybook-and-flows.md "The catalogue"): a page per machine of `@mijas/machines`, named by
 * its id. A machine added to the package needs its line here: catalogue.test.tsx lists the missing ones. The
 * pages are not story tests (43 browser pages for what catalogue.test.tsx checks in one pass).
 */
// A machine's page: its story's name is the machine's id (written out: Storybook's index reads it from the file).
const meta = {
  title: 'Machines',
  // Storybook reads tags from the file as written: the machines' pages are no story tests, the list is.
  tags: ['!autodocs', '!test'],
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: (_args, { name }) => {
    const machine = catalogueMachines.get(name);
    return machine ? <MachineCatalogue machine={machine} /> : <CatalogueIndex />;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every machine with its counts, linking to its page: the one catalogue page the story tests render. */
export const AllMachines: Story = {
  tags: ['test'],
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    // A header and a row per machine.
    await expect(rows).toHaveLength(catalogueMachines.size + 1);
    await expect(
      within(canvasElement).getByRole('link', { name: 'renewMembership' }),
    ).toHaveAttribute('href', './?path=/story/machines--renew-membership');
  },
};
export const AddMember: Story = { name: 'addMember' };
export const AddMemberFromApplication: Story = { name: 'addMemberFromApplication' };
export const AdminDetails: Story = { name: 'adminDetails' };
export const AdminList: Story = { name: 'adminList' };
export const AdminPanel: Story = { name: 'adminPanel' };
export const AdminPlans: Story = { name: 'adminPlans' };
export const AdminProfile: Story = { name: 'adminProfile' };
export const ApplicationDetails: Story = { name: 'applicationDetails' };
export const ApplicationsCount: Story = { name: 'applicationsCount' };
export const ApplicationsList: Story = { name: 'applicationsList' };
export const AppUpdate: Story = { name: 'appUpdate' };
export const BulkAction: Story = { name: 'bulkAction' };
export const CreateAdmin: Story = { name: 'createAdmin' };
export const EmailVerification: Story = { name: 'emailVerification' };
export const ForgotPassword: Story = { name: 'forgotPassword' };
export const LandingForm: Story = { name: 'landingForm' };
export const Locale: Story = { name: 'locale' };
export const Login: Story = { name: 'login' };
export const MemberCard: Story = { name: 'memberCard' };
export const MemberContactForm: Story = { name: 'memberContactForm' };
export const MemberDetails: Story = { name: 'memberDetails' };
export const MemberExport: Story = { name: 'memberExport' };
export const MemberHistory: Story = { name: 'memberHistory' };
export const MemberImport: Story = { name: 'memberImport' };
export const MemberList: Story = { name: 'memberList' };
export const MemberProfile: Story = { name: 'memberProfile' };
export const MemberReceipts: Story = { name: 'memberReceipts' };
export const MemberSelection: Story = { name: 'memberSelection' };
export const MembershipHistory: Story = { name: 'membershipHistory' };
export const MemberSuggestions: Story = { name: 'memberSuggestions' };
export const Overview: Story = { name: 'overview' };
export const OverviewChart: Story = { name: 'overviewChart' };
export const Plans: Story = { name: 'plans' };
export const Receipt: Story = { name: 'receipt' };
export const Sessions: Story = { name: 'sessions' };
export const Passkeys: Story = { name: 'passkeys' };
export const PaymentExport: Story = { name: 'paymentExport' };
export const PaymentsList: Story = { name: 'paymentsList' };
export const ReminderList: Story = { name: 'reminderList' };
export const RenewalDecision: Story = { name: 'renewalDecision' };
export const RenewalDetails: Story = { name: 'renewalDetails' };
export const RenewalRequest: Story = { name: 'renewalRequest' };
export const RenewalStatus: Story = { name: 'renewalStatus' };
export const RenewalRequestsCount: Story = { name: 'renewalRequestsCount' };
export const RenewalRequestsList: Story = { name: 'renewalRequestsList' };
export const RenewMembership: Story = { name: 'renewMembership' };
export const ResetCode: Story = { name: 'resetCode' };
export const ResetPassword: Story = { name: 'resetPassword' };
export const RowAction: Story = { name: 'rowAction' };
export const RunReminders: Story = { name: 'runReminders' };
export const Session: Story = { name: 'session' };
export const StaffPasskeysSetting: Story = { name: 'staffPasskeysSetting' };
export const SuperadminPanel: Story = { name: 'superadminPanel' };
export const UpdateAdminInfo: Story = { name: 'updateAdminInfo' };
export const UpdateMember: Story = { name: 'updateMember' };
export const VerifyCard: Story = { name: 'verifyCard' };
export const VerifyEmailToken: Story = { name: 'verifyEmailToken' };
