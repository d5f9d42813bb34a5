import type { FastifyInstance } from 'fastify';

export default async function userRoutes(_app: FastifyInstance): Promise<void> {}
