/** @tnt/server: the game server. */
export {};
