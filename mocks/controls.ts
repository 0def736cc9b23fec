/** In-process test controls: the same operations the mock server exposes over HTTP. */
export { injectFault, clearFaults, listFaults, type FaultSpec, type FaultMode } from "./faults";
export { calls, clearCalls, type RecordedCall } from "./calls";
export { mailsTo as outbox, type SentMail } from "./outbox";
export { resetStore } from "./store";
export { setIdentityBridge, setTokenVerifier } from "./handlers/auth-context";
export { latency, setLatency, resetLatency } from "./latency";
export { notifyUser, type NotifyInput } from "./notify";
