// Layouts from a server, loaded only when signed with a key the page trusts: WebCrypto's
// Ed25519 verifies (no cryptography of Tessera's own), as the Swift and Java runtimes do.

import { CompiledLayout } from "../compiled/layout.js";
import { LoadError } from "../compiled/loadError.js";
import { type SignedEnvelope, canonicalBase64, envelopeDate, isEnvelope, readEnvelope, signedBytes } from "./envelope.js";
import { SignedFileError } from "./signedFileError.js";
import { contentHash } from "../errors/contentHash.js";

/** Where the page keeps the highest serial accepted per layout name (localStorage, IndexedDB, a
 * server): an older file for that name (a rollback) is refused. Either method may be async. */
export interface SerialStore {
  lastAcceptedSerial(name: string): number | undefined | Promise<number | undefined>;
  /** Called once a file is verified and loaded, with its serial (never lower than the last). */
  accept(name: string, serial: number): void | Promise<void>;
}

/** A serial store in memory: for tests, and for pages that keep nothing between visits. */
export class MemorySerialStore implements SerialStore {
  private readonly serials: Map<string, number>;
  constructor(serials: Record<string, number> = {}) {
    this.serials = new Map(Object.entries(serials));
  }
  lastAcceptedSerial(name: string): number | undefined {
    return this.serials.get(name);
  }
  accept(name: string, serial: number): void {
    this.serials.set(name, Math.max(this.serials.get(name) ?? 0, serial));
  }
}

export interface SignedLayoutOptions {
  /** The public keys files may be signed with (`publicKey` of `tessera keygen`'s NAME.public.json,
   * base64): several while keys rotate. */
  trustedKeys: readonly string[];
  serials: SerialStore;
  /** Whether plain compiled files load too (development, files bundled with the page): off by default. */
  allowsUnsigned?: boolean;
  /** The clock expiry is checked against, in milliseconds since 1970; `Date.now` by default. */
  now?: () => number;
  /** The WebCrypto to verify with; `globalThis.crypto.subtle` by default. */
  subtle?: SubtleCrypto;
}

export interface SignedLoadOptions {
  /** The layout the page asked for: a file signed for another name is refused. */
  expectedName?: string;
  /** How errors name the file (its URL, say). */
  file?: string;
}

interface TrustedKey {
  keyId: string;
  key: CryptoKey;
}

/** Loads layout files from a server only when signed with a trusted key, unexpired, and no older
 * than the last accepted for their name; each refusal is a `SignedFileError` with a stable code. */
export class SignedLayoutLoader {
  private keys: Promise<TrustedKey[]> | undefined;
  private readonly subtle: SubtleCrypto | undefined;

  constructor(private readonly options: SignedLayoutOptions) {
    this.subtle = options.subtle ?? globalThis.crypto?.subtle;
  }

  /** The layout in `bytes`, verified; the serial store then records its serial. */
  async load(bytes: ArrayBuffer | ArrayBufferView, options: SignedLoadOptions = {}): Promise<CompiledLayout> {
    const { envelope, layout } = await this.verify(bytes, options);
    if (envelope !== undefined) await this.options.serials.accept(envelope.name, envelope.serial);
    return layout;
  }

  /** Fetches a signed file and loads it (`load`); a failed request is a `LoadError` with the HTTP status. */
  async fetch(url: string | URL, options: SignedLoadOptions = {}): Promise<CompiledLayout> {
    const file = options.file ?? String(url);
    const response = await fetch(url);
    if (!response.ok) throw new LoadError("", `the request for the layout failed: HTTP ${response.status} ${response.statusText}`.trim(), file);
    return this.load(await response.arrayBuffer(), { ...options, file });
  }

  /** Everything `load` checks, without recording the serial: the envelope (undefined for an
   * unsigned file the page allows) and the layout. */
  async verify(input: ArrayBuffer | ArrayBufferView, options: SignedLoadOptions = {}): Promise<{ envelope?: SignedEnvelope; layout: CompiledLayout }> {
    const bytes = input instanceof ArrayBuffer ? new Uint8Array(input) : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    const hash = contentHash(bytes);
    const read: { envelope?: SignedEnvelope } = {};
    try {
      const checked = await this.check(bytes, options, read);
      Object.assign(checked.layout, { contentHash: hash, envelopeName: checked.envelope?.name, serial: checked.envelope?.serial });
      return checked;
    } catch (error) {
      if (error instanceof SignedFileError) Object.assign(error, { contentHash: hash, layoutName: read.envelope?.name, serial: read.envelope?.serial });
      throw error;
    }
  }

  /** The checks of `verify`; `read.envelope` is the envelope as soon as it is read, for the reports. */
  private async check(bytes: Uint8Array, options: SignedLoadOptions, read: { envelope?: SignedEnvelope }): Promise<{ envelope?: SignedEnvelope; layout: CompiledLayout }> {
    const file = options.file;
    if (!isEnvelope(bytes)) {
      if (this.options.allowsUnsigned !== true) {
        throw new SignedFileError("signature.missing", "the file is not signed, and this page loads only signed files; sign it with `tessera compile --sign KEYFILE`", file);
      }
      return { layout: compiled(bytes, file) };
    }
    const envelope = readEnvelope(bytes, file);
    read.envelope = envelope;
    if (envelope.signature === undefined) {
      throw new SignedFileError("signature.missing", "the envelope has no `signature`; sign the layout with `tessera compile --sign KEYFILE`", file);
    }
    const key = (await this.trustedKeys()).find((candidate) => candidate.keyId === envelope.keyId);
    if (key === undefined) {
      throw new SignedFileError("key.unknown", `it is signed with key ${envelope.keyId}, which is not among the page's trusted keys; add its public key, or sign with a trusted key`, file);
    }
    if (!(await this.crypto().verify({ name: "Ed25519" }, key.key, envelope.signature, signedBytes(envelope)))) {
      throw new SignedFileError("signature.bad", `the signature does not verify with key ${envelope.keyId}: the file was changed after it was signed`, file);
    }
    if (options.expectedName !== undefined && options.expectedName !== envelope.name) {
      throw new SignedFileError("name.mismatch", `it is signed for layout '${envelope.name}', not '${options.expectedName}'`, file);
    }
    const seconds = Math.floor((this.options.now ?? Date.now)() / 1000);
    if (seconds >= envelope.expires) {
      throw new SignedFileError("expired", `it expired at ${envelopeDate(envelope.expires)}; publish a newer signed file`, file);
    }
    const last = await this.options.serials.lastAcceptedSerial(envelope.name);
    if (last !== undefined && envelope.serial < last) {
      throw new SignedFileError("rollback", `its serial ${envelope.serial} is lower than ${last}, the last accepted for '${envelope.name}': an older release served again`, file);
    }
    if (isEnvelope(envelope.payload)) {
      throw new SignedFileError("layout.invalid", "its payload is another signed envelope; a payload is a compiled layout", file);
    }
    return { envelope, layout: compiled(envelope.payload, file) };
  }

  private crypto(): SubtleCrypto {
    if (this.subtle === undefined) throw new Error("WebCrypto (crypto.subtle) is not available: signed layouts need a secure context (https) or node 20");
    return this.subtle;
  }

  private trustedKeys(): Promise<TrustedKey[]> {
    this.keys ??= Promise.all(
      this.options.trustedKeys.map(async (text) => {
        const raw = canonicalBase64(text);
        if (raw === undefined || raw.length !== 32) throw new Error(`trusted key '${text}' is not 32 bytes in base64: give the publicKey of a NAME.public.json`);
        const digest = new Uint8Array(await this.crypto().digest("SHA-256", raw));
        const keyId = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
        return { keyId, key: await this.crypto().importKey("raw", raw, { name: "Ed25519" }, false, ["verify"]) };
      }),
    );
    return this.keys;
  }
}

function compiled(bytes: Uint8Array, file: string | undefined): CompiledLayout {
  try {
    return CompiledLayout.load(bytes, file);
  } catch (error) {
    if (!(error instanceof LoadError)) throw error;
    throw new SignedFileError("layout.invalid", `the compiled layout is refused: ${error.toString()}`, file, error);
  }
}
