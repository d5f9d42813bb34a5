/** Issue 21, the club office: The inbox of Join Us / Inquiry submissions (GET/PUT /Admin/forms…, reply) and the overview (GET /Admin/overview). Admins and root admins. */
import type { FastifyInstance } from 'fastify';

export default async function officeInboxRoutes(_app: FastifyInstance): Promise<void> {}
