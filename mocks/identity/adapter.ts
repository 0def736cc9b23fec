/**
 * A tiny in-memory storage adapter for oidc-provider. Unlike the library's default LRU adapter it
 * never evicts live entries and can revoke everything of one account (logout in the upstream mock).
 */
import type { Adapter, AdapterPayload } from "oidc-provider";

interface Entry {
  payload: AdapterPayload;
  /** Epoch ms; Infinity when the model has no expiry. */
  expiresAt: number;
}

export class MemoryStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clockToleranceSeconds = 0) {}

  adapterFor = (model: string): Adapter => new MemoryAdapter(model, this);

  key(model: string, id: string): string {
    return `${model}:${id}`;
  }

  get(model: string, id: string): AdapterPayload | undefined {
    const key = this.key(model, id);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(model: string, id: string, payload: AdapterPayload, expiresIn?: number): void {
    const expiresAt =
      typeof expiresIn === "number" ? Date.now() + (expiresIn + this.clockToleranceSeconds) * 1000 : Infinity;
    this.entries.set(this.key(model, id), { payload, expiresAt });
  }

  delete(model: string, id: string): void {
    this.entries.delete(this.key(model, id));
  }

  /** Live entries of one model (optionally filtered). */
  list(model: string, where: (p: AdapterPayload) => boolean = () => true): { id: string; payload: AdapterPayload }[] {
    const prefix = `${model}:`;
    const now = Date.now();
    const out: { id: string; payload: AdapterPayload }[] = [];
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(prefix)) continue;
      if (entry.expiresAt <= now) {
        this.entries.delete(key);
        continue;
      }
      if (where(entry.payload)) out.push({ id: key.slice(prefix.length), payload: entry.payload });
    }
    return out;
  }

  /** Removes every entry (of any model) issued under a grant. */
  revokeGrant(grantId: string): void {
    for (const [key, entry] of this.entries) {
      if (entry.payload.grantId === grantId) this.entries.delete(key);
    }
    this.delete("Grant", grantId);
  }

  /**
   * Logout of one account: its grants and everything issued under them (refresh tokens, access
   * tokens, authorization codes), any stray token of that account, and its browser sessions.
   */
  revokeAccount(accountId: string): number {
    const grants = this.list("Grant", (p) => p.accountId === accountId);
    for (const { id } of grants) this.revokeGrant(id);
    for (const model of ["RefreshToken", "AccessToken", "AuthorizationCode", "Session"]) {
      for (const { id } of this.list(model, (p) => p.accountId === accountId)) this.delete(model, id);
    }
    return grants.length;
  }
}

class MemoryAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly store: MemoryStore,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    this.store.set(this.model, id, payload, expiresIn);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.store.get(this.model, id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.store.list(this.model, (p) => p.uid === uid)[0]?.payload;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.store.list(this.model, (p) => p.userCode === userCode)[0]?.payload;
  }

  async consume(id: string): Promise<void> {
    const payload = this.store.get(this.model, id);
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const { id } of this.store.list(this.model, (p) => p.grantId === grantId)) this.store.delete(this.model, id);
  }
}
