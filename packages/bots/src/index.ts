/** @tnt/bots: computer players. */
export {};
