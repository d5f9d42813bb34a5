/** Issue 21, the club office: The member list's export (CSV), ids of a search and bulk actions. Admins and root admins. */
import type { FastifyInstance } from 'fastify';

export default async function officeMemberRoutes(_app: FastifyInstance): Promise<void> {}
