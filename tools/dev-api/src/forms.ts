import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InputError } from './errors.ts';

/** A parsed form body: repeated `name[]` entries become arrays under `name`. */
export type FormFields = Record<string, string | string[]>;

/**
 * Turns form entries into fields: `a[]=1&a[]=2` gives `{ a: ['1', '2'] }`, like the backend's
 * frameworks do (spec 7.1 sends arrays that way).
 *
 * @example
 * toFields(new URLSearchParams('experimentNames[]=A&x=1')); // { experimentNames: ['A'], x: '1' }
 */
export function toFields(entries: Iterable<[string, FormDataEntryValue | string]>): FormFields {
  const fields: FormFields = {};
  for (const [key, value] of entries) {
    const text = typeof value === 'string' ? value : `[file ${value.name}]`;
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const current = fields[name];
      fields[name] = Array.isArray(current) ? [...current, text] : [text];
    } else {
      fields[key] = text;
    }
  }
  return fields;
}

/** Lets the server read form-encoded and multipart bodies (what the shell's request layer sends). */
export function registerFormParsers(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, toFields(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (req, body, done) => {
    new Response(new Uint8Array(body as Buffer), { headers: { 'content-type': req.headers['content-type'] ?? '' } })
      .formData()
      .then((form) => done(null, toFields(form.entries())))
      .catch((error: Error) => done(Object.assign(error, { statusCode: 400 }), undefined));
  });
}

/**
 * The parsed form body of a request, `{}` when there is none (or it is not a form).
 *
 * @example
 * const form = formFields(request); // { email: 'client@example.com' }
 */
export function formFields(request: FastifyRequest): FormFields {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as FormFields) : {};
}

/**
 * A non-blank text field of a form; throws an {@link InputError} (422) naming the field otherwise.
 *
 * @example
 * const email = requireText(formFields(request), 'email');
 */
export function requireText(form: FormFields, name: string): string {
  const value = form[name];
  if (typeof value !== 'string' || value.trim() === '') throw new InputError(`"${name}" is required`);
  return value;
}
