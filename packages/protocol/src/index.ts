/** @tnt/protocol: the wire format. */
export {};
