/**
 * FIXED demo signing key of the embedded identity stand-in (RS256).
 *
 * It is committed on purpose so that access tokens minted by the mock verify in any process
 * (the mock server, the Remix dev server, vitest) without a running identity service or a JWKS
 * fetch. That is only acceptable because the mock never guards anything real: anybody who can read
 * this repository can forge tokens for it. Production verifies against the real identity
 * service JWKS (see docs/decisions/004-identity-stand-in.md).
 */
import type { JWK } from "jose";

export const DEMO_KID = "thermax-identity-demo-1";
export const DEMO_ALG = "RS256";

/** Private JWK (includes d, p, q...). Only the mock provider signs with it. */
export const demoPrivateJwk: JWK & { kid: string; alg: string; use: string } = {
  kty: "RSA",
  n: "vyrajRSblARs1KCBPApnMVR_wkH384eks_mAATdNk1itu_6uoYfUXQulxwj6NJp16nS_ToWha2oV55IiLuJNUxdFum3RKDsekeg5pT6XnbXD0zEk4KGz4C32KAUSPTJC7kdhyAa4mbyEsCKpqHubCmX5LtlyzTzYfjJ13kq15Jnmhsz8_343X1huHsTYQbFujdnN8pYa66Qfy3wFczVdNkAloTZsXGN8l3DZBoULmI1FVhgC-QRQztl8l6GZdsvZje8PoR0KbyzWVrhljgNVvJoVQyiYp2RIOXakGhfZDCIk3Jxkw0_WqTyWxRWV7ld4CvPQ2UzsGcrpbFgx1Z2hqw",
  e: "AQAB",
  d: "TmQp1AGX3MZFxJl-9VqEv39ZlpTLs0Mz4JOXEKiXeK08LSO-g8G57V_Z3rkJNSoD4Z13V6FHtM7_ZYMQ3m3xbHnWH6FpzBgWLJnwjZkRvlvrjf6Qk0bsBqmCUB3oQU0Lkj-WUtqit3RNaxcDwHHTfZucZ8BGqe_iDTnvCLVVSoS2PuRI8OGmW6nlZmg6ivw77ufKNcV1b3mLdgEKubTUdTMshTuXRqymXwl7Sxoh-20CES6AQ2z-pz0O4txhFihCjcYr5BHQW_fwbW74iMycfx6OV6cMZisidrGHfyXwryBj8XnkkL_lwxc0g5PAiX7CpK4YsKxSY5YVRIZs5sWctQ",
  p: "4l10DE_IQeYwuDM60bcoSTcC2KLsf1MLuPIx7gScLA8VzIWdi6oATTweEAL8viOsibu4bXDvjvmSU3_NVnktqEktX_-or9gIyxWR-BJuUj4xbh09sycecfD9oOdjuqaEehRNFr1U5NEPBZOg43v4XATBqqY2CaQOSlA0THAhPu0",
  q: "2DHDXRGhREM4_V_qBGBz-vtKTfeCcgfzncOqecmyjYJ7nDe4jjhkSh9ROEdT9S0QMep4VlpIlggNkkSLmE2UIGELwvTGPOtzUEUTYF9q9GEEPgUVVBfSkcBtBvucqcSGazkdiXyOp-CF2wxoWvgocJguPXkjDtTux-JHZ295N_c",
  dp: "d-jBPHRWxHHHhQu-MLExKfd2DoPfe2LmZsYFJOxUPhKPnZN57S3UkxUxZ5HtiFslXqCOBYs5mychGBIvF4uBYA_DdYLcPKnXnpyCgkJhJjfDv2zF7kzel8Ts1Xs9HPZwXqq6Wz1X5w3HQ1D8fQSCf1wVquv43AqHd14dFhCfy9E",
  dq: "0id9ewjaNJsL2PDVcK-5zi1by3JfsS0dmSxMmNqB4KEIO5DGrCkRBCRxNT3Q1TGa3orHs1lL2du2JYrQD5rJ9LehUT_TPAC8NTkQXswiEbAFCayzUO1fWSMuWG1ZmoVZDP2WQsF7gqD0PTxQbK1x0hF8UXFhrNc7zb2eH2Py930",
  qi: "KJIVja3udbrAVzrfdM8NkLpH9Klg4GU_pVZA-1Lnf_tYFLfe6FqmtcMI9GGpRkyP2HsMqm48CbXVnr0_KVC8n6BNySxtxHTA80F4HsR08gi38oq5UgIxdOwn4puHYxkLZaBwAioBhLRlWjFh-MgUt7AWjRJ-lIIPqnDgZjiLDGo",
  kid: DEMO_KID,
  alg: "RS256",
  use: "sig",
};

/** Public half (what /identity/jwks publishes). */
export const demoPublicJwk: JWK = {
  kty: demoPrivateJwk.kty,
  n: demoPrivateJwk.n,
  e: demoPrivateJwk.e,
  kid: DEMO_KID,
  alg: DEMO_ALG,
  use: "sig",
};
