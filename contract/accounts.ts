/** Rules for staff accounts, shared by the server, its command line and the back office. */

/** Shortest and longest password accepted anywhere (API, CLI, ADMIN_PASSWORD, the back office). */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** A login account: 3 to 64 letters, digits or . _ @ - */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9._@-]{3,64}$/;
