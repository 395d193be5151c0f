/**
 * Intl objects cost far more to build than to use, and a page formats many values (dates on every
 * article card, a country name per option of a 40-country list). Each is built once per locale and
 * options, then shared; the keys are the site's few locales and fixed option sets.
 */
function memoized<Options, Made>(make: (locale: string, options: Options) => Made): (locale: string, options: Options) => Made {
  const made = new Map<string, Made>();
  return (locale, options) => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let value = made.get(key);
    if (value === undefined) {
      value = make(locale, options);
      made.set(key, value);
    }
    return value;
  };
}

export const dateTimeFormat = memoized((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
export const numberFormat = memoized((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
export const displayNames = memoized((locale, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames([locale], options));
export const collator = memoized((locale, options: Intl.CollatorOptions) => new Intl.Collator(locale, options));

/**
 * An article's date as its pages show it ("3 March 2026"). Formatted by the loaders on the server: the
 * browser's first Intl.DateTimeFormat costs a phone 80–500 ms of loading time-zone data, which would be a
 * long task in the middle of hydration (decision 090).
 */
export function formatLongDate(iso: string, locale: string): string {
  return dateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));
}
