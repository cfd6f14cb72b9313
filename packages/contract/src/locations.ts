import { nigerianStates } from './locations-data.ts';

export { nigerianStates };
export const stateNames: readonly string[] = nigerianStates.map((s) => s.state);

export function localGovernmentsOf(state: string): readonly string[] {
  return nigerianStates.find((s) => s.state === state)?.lgas ?? [];
}

export function isLocalGovernmentOf(state: string, lga: string): boolean {
  return localGovernmentsOf(state).includes(lga);
}
