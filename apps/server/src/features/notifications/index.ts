/** What other features use: `notify(tx, …)` in the transaction of what happened. */
export { notify, type Notice } from './service.ts';
export { noticeDelivery } from './delivery.ts';
