/**
 * A day formatter whose Intl.DateTimeFormat is made at its first use, not when the module
 * loads: the first one a process makes loads ICU's locale data (about 25 ms), which the API
 * would otherwise pay at every start, before it answers anything (issue 30's cold restart).
 */
export function dayFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat(locale, options)).format(date);
}
