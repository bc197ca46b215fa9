/**
 * The Node.js flags the server runs with (`npm start` passes them; a deployment of `tnt serve`
 * gives them in NODE_OPTIONS, docs/deploy.md). A server making every seat's view of about 1,800
 * moves a second allocates fast and keeps most of it only briefly: a young generation of 64 MiB
 * a half-space (V8's default is 16) lets those objects die young instead of being copied into the
 * old generation, which cut the slowest moves of the ranked load test (p99 32-46 ms in three runs
 * with it, 34-128 ms in three without; docs/benchmarks.md).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
