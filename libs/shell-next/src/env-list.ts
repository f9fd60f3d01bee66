/**
 * A comma-separated list from an environment variable (`SHELL_SITE_HOSTS`, `SHELL_TRUSTED_PROXIES`,
 * `SHELL_GEO_COUNTRY_HEADER`): trimmed, lower-cased, empty items dropped; undefined when nothing is left.
 *
 * @example
 * envList(' CF-IPCountry, x-country ,'); // ['cf-ipcountry', 'x-country']
 */
export function envList(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}
