/** What other features use: the ledger, the one way points are paid or taken back. */
export {
  awardPoints,
  lockOfficer,
  reversePoints,
  type Award,
  type Reversal,
  type Standing,
} from './ledger.ts';
