/**
 * @tnt/protocol: the wire format of Thurn und Taxis online. A closed union of messages each way
 * over the game socket, the bodies and answers of the HTTP API, stable error codes (the engine's
 * move and setup codes pass through), close codes, limits and the protocol version. Schemas are zod: one
 * definition gives both the runtime check of untrusted input and the static type. The engine is
 * imported for its types only, so a browser bundle pulls in no rules code through this package.
 *
 * @example
 * import { parseClientMessage, PROTOCOL_VERSION } from '@tnt/protocol';
 * const parsed = parseClientMessage(frameText);
 * if (!parsed.ok) socket.send(JSON.stringify({ type: 'error', ...parsed.error }));
 */
export * from './limits.ts';
export * from './errors.ts';
export * from './move.ts';
export * from './bot-levels.ts';
export * from './hint.ts';
export * from './game.ts';
export * from './chat.ts';
export * from './notices.ts';
export * from './client.ts';
export * from './server.ts';
export * from './names.ts';
export * from './hidden-text.ts';
export * from './http.ts';
export * from './ratings.ts';
export * from './record-view.ts';
export * from './tournaments.ts';
export * from './friends.ts';
export * from './answers.ts';
