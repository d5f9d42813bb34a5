/** `/api/v1/Admin/...` routes (owned by the ADMIN engineer; see src/README.md). */
import type { FastifyInstance } from 'fastify';

export default async function adminRoutes(_app: FastifyInstance): Promise<void> {}
