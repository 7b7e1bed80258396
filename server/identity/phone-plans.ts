/**
 * Plausible national-number lengths (digits after the country prefix, trunk 0 dropped) per
 * country, from the ITU numbering plans. The platform has no SMS gateway to ask, so this is the
 * check that stands in for the gateway's number lookup (`error.vonage.phone.invalid`).
 */
export const nationalNumberLengths: Record<string, [min: number, max: number]> = {
  AT: [7, 13],
  BM: [10, 10],
  BR: [10, 11],
  CA: [10, 10],
  CL: [9, 9],
  DE: [7, 12],
  FI: [6, 10],
  FR: [9, 9],
  GB: [10, 10],
  IN: [10, 10],
  JP: [9, 10],
  NL: [9, 9],
  NO: [8, 8],
  NZ: [8, 10],
  PE: [8, 9],
  PH: [8, 10],
  PL: [9, 9],
  PT: [9, 9],
  SE: [7, 10],
  TR: [10, 10],
  US: [10, 10],
  ZA: [9, 9],
}

/** E.164 allows 15 digits including the country code; used for countries not listed above. */
const e164Digits = 15

export function isPlausiblePhone(countryCode: string, isd: string, prefix: string, body: string): boolean {
  if (prefix !== isd || !/^[1-9][0-9]*$/.test(body)) return false
  const [min, max] = nationalNumberLengths[countryCode] ?? [4, e164Digits - (isd.length - 1)]
  return body.length >= min && body.length <= max
}
