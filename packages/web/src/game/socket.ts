/**
 * The WebSocket an online game talks over: the part of it the connection uses (so tests can give
 * a fake), and the address of the server's game socket beside the page.
 */

export interface SocketLike {
  readonly readyState: number;
  send(text: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  /** The close's code (CLOSE_CODES of the protocol); a stand-in may leave it out. */
  onclose: ((event?: { readonly code: number }) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

/** WebSocket.OPEN. */
export const OPEN = 1;

/** The game socket of the server that served this page: /api/ws, secure when the page is. */
export function socketUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/ws`;
}

export const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;
