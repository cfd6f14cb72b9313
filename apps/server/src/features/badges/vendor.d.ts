// The Digital Bazaar libraries ship JavaScript only: the few calls this feature makes, typed.
type JsonLd = Record<string, unknown>;
type LoaderResult = { contextUrl: string | null; documentUrl: string; document: unknown };
type DocumentLoader = (url: string) => Promise<LoaderResult>;

declare module '@digitalbazaar/vc' {
  export function issue(options: {
    credential: JsonLd;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: Date;
  }): Promise<JsonLd>;
  export function verifyCredential(options: {
    credential: JsonLd;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: unknown;
    now?: Date;
  }): Promise<{
    verified: boolean;
    error?: { message?: string; errors?: Array<{ message?: string }> };
    statusResult?: { verified: boolean; results?: Array<{ status?: boolean }> };
    results?: Array<{ verified: boolean; error?: { message?: string } }>;
  }>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/ed25519-multikey' {
  export type KeyPair = {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    signer(): unknown;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<JsonLd>;
  };
  export function generate(options: {
    id?: string;
    controller?: string;
    seed?: Uint8Array;
  }): Promise<KeyPair>;
}
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export type Bitstring = {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
  };
  export function createList(options: { length: number }): Promise<Bitstring>;
  export function createCredential(options: {
    id: string;
    list: Bitstring;
    statusPurpose: string;
  }): Promise<JsonLd>;
  export const checkStatus: unknown;
}
declare module '@digitalcredentials/security-document-loader' {
  export function securityLoader(options?: { fetchRemoteContexts?: boolean }): {
    addStatic(url: string, document: unknown): void;
    build(): DocumentLoader;
  };
}
declare module '@digitalbazaar/security-context' {
  const securityContext: { contexts: Map<string, unknown> };
  export default securityContext;
}
