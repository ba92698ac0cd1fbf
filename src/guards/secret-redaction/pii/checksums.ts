/** The Luhn (mod 10) check of payment card numbers and Swedish personal numbers. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = digits.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return false;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** ISO 13616 IBAN check: the country and check digits moved to the end, letters as numbers, mod 97 = 1. */
export function ibanValid(iban: string): boolean {
  const compact = iban.replace(/[\s-]/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The Dutch BSN "eleven test": 9·d1 + 8·d2 + … + 2·d8 − d9 is a multiple of 11. */
export function bsnValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 8; index++) sum += (9 - index) * Number(digits[index]);
  sum -= Number(digits[8]);
  return sum % 11 === 0 && sum !== 0;
}

/** The Spanish DNI/NIE control letter: the number mod 23 picks it. */
export function dniValid(id: string): boolean {
  const match = /^([XYZ]?)(\d{7,8})([A-Z])$/i.exec(id);
  if (!match) return false;
  const prefix = { "": "", X: "0", Y: "1", Z: "2" }[match[1]!.toUpperCase()] ?? "";
  return "TRWAGMYFPDXBNJZSQVHLCKE"[Number(prefix + match[2]) % 23] === match[3]!.toUpperCase();
}

/** The US Social Security number's structure (no checksum exists): area not 000, 666 or 9xx; group and serial not zero. */
export function ssnValid(ssn: string): boolean {
  const match = /^(\d{3})-(\d{2})-(\d{4})$/.exec(ssn);
  if (!match) return false;
  const [area, group, serial] = [match[1]!, match[2]!, match[3]!];
  return area !== "000" && area !== "666" && area[0] !== "9" && group !== "00" && serial !== "0000";
}
