/** What other features use: the ledger reference of an entry's award (badges count hours by it). */
export { ledgerRef, hoursOf } from './service.ts';
