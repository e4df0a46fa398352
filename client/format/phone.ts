/** Phone numbers: the one tel: link builder and the one display form. */

/** "0836-288 0000" → "tel:08362880000" (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A number as printed: as the editors wrote it, with runs of spaces collapsed. */
export function displayPhone(phone: string): string {
  return phone.trim().replace(/\s+/g, ' ');
}
