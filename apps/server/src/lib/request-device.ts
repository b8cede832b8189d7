import type { FastifyRequest } from 'fastify';

/** What names the device a session is opened on: its User-Agent (the service cuts it short). */
export const requestDevice = (request: FastifyRequest): string => request.headers['user-agent'] ?? '';
