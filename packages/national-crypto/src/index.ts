// National cryptography (SM2, SM3, SM4) and the canonical strings platform documents sign, shared by
// the API server and the sandbox trading platform.
export * from './canonical-string';
export * from './sm2';
export * from './sm3';
export * from './sm4';
export * from './text-encoding';
