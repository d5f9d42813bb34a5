import type { FastifyInstance } from 'fastify';

export default async function memberRoutes(_app: FastifyInstance): Promise<void> {}
