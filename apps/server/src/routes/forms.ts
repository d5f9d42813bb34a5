import type { FastifyInstance } from 'fastify';

export default async function formsRoutes(_app: FastifyInstance): Promise<void> {}
