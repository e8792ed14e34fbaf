// sm-crypto ships no types: the one call the OFD test's independent verifier makes.
declare module 'sm-crypto' {
  export const sm2: {
    doVerifySignature(
      message: string | number[],
      signatureHex: string,
      publicKey: string,
      options: { der: boolean; hash: boolean; userId: string },
    ): boolean;
  };
}
