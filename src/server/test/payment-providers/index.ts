export { FakeProvider, type FakeTransaction, type Faults, type Outcome, type Webhook } from './fake-provider';
export { startFakeFlutterwave, type FakeFlutterwave, type FlutterwaveSigning } from './flutterwave';
export { startFakePaystack } from './paystack';
