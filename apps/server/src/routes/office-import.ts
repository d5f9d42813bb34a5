/** Issue 21, the club office: The members' import from a CSV file (preview, then import). Admins and root admins. */
import type { FastifyInstance } from 'fastify';

export default async function officeImportRoutes(_app: FastifyInstance): Promise<void> {}
