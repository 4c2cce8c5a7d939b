// GSTIN: 2-digit state code, the holder's PAN, an entity number, 'Z' and a mod-36 check character.
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character over the first 14 characters (weights 1, 2, 1, 2…; digits of the product in base 36 summed). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14[i] ?? '');
    if (value < 0) throw new RangeError(`not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36] as string;
}

export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

export function makeGstin(stateCode: string, pan: string, entityNumber = '1'): string {
  const first14 = `${stateCode}${pan}${entityNumber}Z`;
  const gstin = first14 + gstinCheckCharacter(first14);
  if (!isValidGstin(gstin))
    throw new RangeError(`cannot make a GSTIN from ${stateCode} ${pan} ${entityNumber}`);
  return gstin;
}
