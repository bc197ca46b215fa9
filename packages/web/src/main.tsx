/** The browser client. */
export {};
