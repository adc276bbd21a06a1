/**
 * The tel: address of a phone number as the plan holds it ("+44 20 7946 0018" →
 * "tel:+442079460018": a tel: address holds digits and a leading +), or null when it has no
 * digit to dial ("ask the neighbour"), so that nothing is linked that a phone cannot call.
 */
export function telHref(phone: string): string | null {
  const dialled = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(dialled) ? `tel:${dialled}` : null;
}
