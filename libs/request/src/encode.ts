/**
 * Parameters of a call: query string for GET, form body for other methods. A value is a scalar, or a
 * list sent as repeated `name[]` entries (spec 7.1).
 */
export type Params = Readonly<
  Record<string, string | number | boolean | null | undefined | readonly (string | number | boolean)[]>
>;

/**
 * Appends parameters to URLSearchParams: arrays repeat under a name ending in `[]` (spec 7.1);
 * null and undefined are left out.
 *
 * @example
 * String(appendParams(new URLSearchParams(), { experimentNames: ['a', 'b'], page: 2 }));
 * // 'experimentNames%5B%5D=a&experimentNames%5B%5D=b&page=2'
 */
export function appendParams(target: URLSearchParams | FormData, params: Params | undefined): typeof target {
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const key = name.endsWith('[]') ? name : `${name}[]`;
      for (const item of value as readonly (string | number | boolean)[]) target.append(key, String(item));
    } else {
      target.append(name, String(value));
    }
  }
  return target;
}
