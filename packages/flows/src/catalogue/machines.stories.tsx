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

/** A machine's page: the story's name is the machine's id. */
const page = (id: string): Story => ({ name: id });

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
export const AddMember = page('addMember');
export const AddMemberFromApplication = page('addMemberFromApplication');
export const AdminDetails = page('adminDetails');
export const AdminList = page('adminList');
export const AdminPanel = page('adminPanel');
export const AdminProfile = page('adminProfile');
export const ApplicationDetails = page('applicationDetails');
export const ApplicationsCount = page('applicationsCount');
export const ApplicationsList = page('applicationsList');
export const AppUpdate = page('appUpdate');
export const BulkAction = page('bulkAction');
export const CreateAdmin = page('createAdmin');
export const EmailVerification = page('emailVerification');
export const ForgotPassword = page('forgotPassword');
export const LandingForm = page('landingForm');
export const Locale = page('locale');
export const Login = page('login');
export const MemberCard = page('memberCard');
export const MemberContactForm = page('memberContactForm');
export const MemberDetails = page('memberDetails');
export const MemberExport = page('memberExport');
export const MemberHistory = page('memberHistory');
export const MemberImport = page('memberImport');
export const MemberList = page('memberList');
export const MemberProfile = page('memberProfile');
export const MemberSelection = page('memberSelection');
export const MembershipHistory = page('membershipHistory');
export const MemberSuggestions = page('memberSuggestions');
export const Overview = page('overview');
export const OverviewChart = page('overviewChart');
export const ReminderList = page('reminderList');
export const RenewalDetails = page('renewalDetails');
export const RenewMembership = page('renewMembership');
export const ResetCode = page('resetCode');
export const ResetPassword = page('resetPassword');
export const RowAction = page('rowAction');
export const RunReminders = page('runReminders');
export const Session = page('session');
export const SuperadminPanel = page('superadminPanel');
export const UpdateAdminInfo = page('updateAdminInfo');
export const UpdateMember = page('updateMember');
export const VerifyCard = page('verifyCard');
export const VerifyEmailToken = page('verifyEmailToken');
