/**
 * The part of a pino logger the server's code uses: rooms, sockets, notices and accounts log
 * through it, so that tests can pass a double and the server its pino instance.
 */
export interface Logger {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}
