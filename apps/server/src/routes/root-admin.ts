/** `/api/v1/RootAdmin/...` routes (owned by the ADMIN engineer; see src/README.md). */
import type { FastifyInstance } from 'fastify';

export default async function rootAdminRoutes(_app: FastifyInstance): Promise<void> {}
