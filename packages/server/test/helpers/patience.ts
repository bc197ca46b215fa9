/**
 * How long a test waits for a condition to come true: long enough that only a hang fails it.
 * `vi.waitFor` gives up after one second by default, which a busy machine can take to answer a
 * single request; pass this instead.
 *
 * @example
 * await vi.waitFor(() => expect(sent).toHaveLength(1), PATIENCE);
 */
export const PATIENCE = { timeout: 60_000, interval: 20 } as const;
