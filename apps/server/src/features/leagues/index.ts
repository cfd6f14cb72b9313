/**
 * What other features use: a new account takes up the league invites sent to its address; the
 * spreadsheet reader of member imports (rewards' voucher codes read files the same way).
 */
export { acceptInviteOnSignup } from './invites.ts';
