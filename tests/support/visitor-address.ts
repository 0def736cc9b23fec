/**
 * A client address of its own (IPv6 documentation prefix, a random /64) for one test or one page
 * view: the public pages' rate limits count per address, and the test and bench portals believe
 * X-Forwarded-For from loopback (TRUST_PROXY).
 */
export function visitorAddress(): string {
  const group = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
}
