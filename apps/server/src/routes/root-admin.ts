/** `/api/v1/RootAdmin/*` (SPEC §7): admin management, for root admins only. */
import { endpoints, messages, ROLES } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import { createAccount, setAccountActive } from '../accounts/queries.ts';
import { findAdmin, listAdmins } from '../admins/queries.ts';
import { notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { listRemindersSent } from '../reminders/history.ts';
import { setStaffPasskeysSetting, staffPasskeysSetting } from '../passkeys/staff.ts';

export default async function rootAdminRoutes(app: FastifyInstance): Promise<void> {
  // Runs the expiry reminders now (operations and tests); the database decides who sends each one.
  defineRoute(app, endpoints.runReminders, async () => ({ queued: await app.reminders.runOnce() }));

  // Who they went to (issue 30): the last run's members and every reminder sent, from the reminders' history.
  defineRoute(app, endpoints.listReminders, async ({ query }) => listRemindersSent(app.db, query));

  defineRoute(app, endpoints.listAdmins, async ({ query }) => listAdmins(app.db, query));

  defineRoute(app, endpoints.adminDetails, async ({ params }) => {
    const admin = await findAdmin(app.db, params.id);
    if (!admin) throw notFound(messages.api.adminNotFound);
    return admin;
  });

  defineRoute(app, endpoints.createAdmin, async ({ user, body, now }) => {
    const id = await createAccount(app, {
      role: ROLES.admin,
      input: body,
      madeById: user.id,
      mailKind: 'admin',
      now,
    });
    return { id, message: messages.createAdmin.success };
  });

  for (const [endpoint, active, message] of [
    [endpoints.activateAdmin, true, () => messages.adminToasts.activated],
    [endpoints.deactivateAdmin, false, () => messages.adminToasts.deactivated],
  ] as const) {
    defineRoute(app, endpoint, async ({ user, params }) => {
      await setAccountActive(app, {
        id: params.id,
        role: ROLES.admin,
        active,
        madeById: user.id,
        missing: messages.api.adminNotFound,
      });
      return { message: message() };
    });
  }

  // Staff must use passkeys (issue 35): applies at each staff member's next sign-in.
  defineRoute(app, endpoints.staffPasskeysSetting, () => staffPasskeysSetting(app.db));
  defineRoute(app, endpoints.setStaffPasskeysSetting, ({ body, user, now }) =>
    setStaffPasskeysSetting(app.db, body.required, user.id, now),
  );
}
