/**
 * How the HTTP API answers: JSON bodies, errors as `{ error: { code, message } }` with the status
 * that goes with the code, bodies checked against the protocol's schemas, and the player a
 * request acts for, from its `Authorization: Bearer <secret>` header.
 *
 * @example
 * const body = parseBody(CreatePlayerBodySchema, request.body);
 * if (!body.ok) return sendError(reply, body.error);
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Result } from '@tnt/engine';
import {
  PROTOCOL_ERROR_CODES,
  httpStatusOf,
  protocolError,
  type ProtocolErrorCode,
  type WireError,
} from '@tnt/protocol';
import type { Identities } from '../identity/identity.ts';
import type { PlayerRow } from '../store/types.ts';

export function sendError(reply: FastifyReply, error: WireError): FastifyReply {
  return reply
    .code(httpStatusOf(error.code))
    .send({ error: { code: error.code, message: error.message } });
}

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): Result<T, WireError> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  // A rule of the protocol's schemas may name its own code (names: ERR_BAD_NAME).
  const params: Record<string, unknown> | undefined =
    issue?.code === 'custom' ? issue.params : undefined;
  const named = params?.code;
  const code = isProtocolCode(named) ? named : 'ERR_BAD_MESSAGE';
  return { ok: false, error: protocolError(code, `${where}${issue?.message ?? 'invalid body'}`) };
}

const isProtocolCode = (code: unknown): code is ProtocolErrorCode =>
  (PROTOCOL_ERROR_CODES as readonly unknown[]).includes(code);

/** The secret of a request: `Authorization: Bearer <secret>`. */
export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/.exec(header);
  return match?.[1];
}

/** The player a request acts for, or the error that says why there is none. */
export async function requirePlayer(
  identities: Identities,
  request: FastifyRequest,
): Promise<Result<PlayerRow, WireError>> {
  const secret = bearer(request);
  const player = await identities.authenticate(secret);
  if (player) return { ok: true, value: player };
  const message =
    secret === undefined ? 'send Authorization: Bearer <secret>' : 'no player has this secret';
  return { ok: false, error: protocolError('ERR_BAD_SECRET', message) };
}

/** The server's own address as the client reached it, for links. */
export const baseUrlOf = (request: FastifyRequest, configured: string | undefined): string =>
  configured ?? `${request.protocol}://${request.host}`;
