/** What other parts of the app use of agreements: the gate the back-office shell mounts. */
export { AgreementGate } from './AgreementGate';
