import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { isShellChannelName } from './realtime/channel-rights.ts';

const looseObject = z.record(z.string(), z.unknown());

/** A fault: answer with a status and body after a delay, or drop the connection. */
export const faultSchema = z
  .strictObject({
    status: z.number().int().min(200).max(599).optional(),
    body: z.union([z.string(), looseObject, z.array(z.unknown())]).optional(),
    delay_ms: z.number().int().min(0).max(60_000).optional(),
    drop: z.boolean().optional(),
    /** Extra answer headers, for example a `forward-location` to test the request layer's navigation rules. */
    headers: z.record(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'a header name'), z.string().max(4096)).optional(),
  })
  .refine((f) => f.status !== undefined || f.drop === true, { message: 'a fault needs a status, or drop: true' });

/** A fault as dev-api applies it. */
export type Fault = z.infer<typeof faultSchema>;

/** Methods a mock answers. */
export const MOCK_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * A product team's own endpoint, as a persona answers it: the method (GET by default) and path it
 * answers (a segment `:name` matches any one segment, a last segment `*` the rest of the path), and
 * the answer: status (200 by default), body (JSON, or a string sent as text), headers and a delay.
 */
export const mockSchema = z.strictObject({
  method: z.enum(MOCK_METHODS).optional(),
  path: z
    .string()
    .max(512)
    .regex(/^\/[^\s?#]*$/, 'a mock path starts with / and has no query or fragment'),
  status: z.number().int().min(200).max(599).optional(),
  body: z.union([z.string(), looseObject, z.array(z.unknown())]).optional(),
  delay_ms: z.number().int().min(0).max(60_000).optional(),
  headers: z.record(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'a header name'), z.string().max(4096)).optional(),
});

/** A mock as dev-api applies it. */
export type Mock = z.infer<typeof mockSchema>;

/** A channel of a product team's own: a Pusher channel name outside the shell's name spaces. */
const channelNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_\-=@,.;]{1,164}$/, 'a Pusher channel name: 1 to 164 letters, digits or _-=@,.;')
  .refine((name) => !isShellChannelName(name), {
    message:
      'a channel of the shell (private-encrypted-client-, private-encrypted-counselor-, presence-counselor-): ' +
      'who may join it follows from the session, a persona cannot grant it',
  });

/** The persona file format of DESIGN.md section 5 (every field optional; unknown fields are refused). */
export const personaSchema = z.strictObject({
  session: z
    .looseObject({
      id: z.number().int().optional(),
      user_type: z.enum(['logged_out_user', 'client', 'portal_account', 'counselor', 'recruiter']).optional(),
      stage: z.enum(['in_trial', 'paying', 'quit']).nullable().optional(),
      counselor_id: z.number().int().nullable().optional(),
      geo_country: z.string().min(2).optional(),
      country: z.looseObject({ countryId: z.number().int(), isEuropeanUnionMember: z.boolean() }).nullable().optional(),
    })
    .optional(),
  config: z
    .looseObject({ product_code_name: z.string().min(1).optional(), product_name: z.string().min(1).optional() })
    .optional(),
  availability: z
    .strictObject({ show_cancel_subscription: z.boolean().optional(), show_withdrawal: z.boolean().optional() })
    .optional(),
  locale_selector: z
    .strictObject({
      show_language_selector: z.boolean().optional(),
      languages: z
        .array(z.strictObject({ language: z.string().min(2), language_readable: z.string().min(1) }))
        .optional(),
    })
    .optional(),
  unsubscribe: z.strictObject({ status: z.string().min(1), message: z.string().optional() }).optional(),
  experiments: z.record(z.string(), z.string().nullable()).optional(),
  translations: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  faults: z
    .record(z.string().regex(/^\/[^\s]*$/, 'fault keys are endpoint paths starting with /'), faultSchema)
    .optional(),
  /** A product team's own endpoints (see {@link mockSchema}); the `default` persona's apply to every persona. */
  mocks: z.array(mockSchema).max(500).optional(),
  /**
   * A product team's own Pusher channels this persona may join and trigger on (exact names, the
   * environment suffix included). The shell's channels are decided by their own rules and cannot be
   * listed (realtime/channel-rights.ts).
   */
  channels: z.array(channelNameSchema).max(100).optional(),
});

/** A persona: what dev-api answers for one kind of visitor. */
export type Persona = z.infer<typeof personaSchema>;

/** A fixture directory or file that cannot be used; the message names the file and the problem. */
export class FixtureError extends Error {
  override readonly name = 'FixtureError' as const;
}

/** Persona names are file names without `.json`: letters, digits, `-` and `_`. */
export const PERSONA_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The fixture directories as a message names them: `a`, or `a or b`. */
export function fixtureDirsText(dirs: string | readonly string[]): string {
  return (typeof dirs === 'string' ? [dirs] : dirs).join(' or ');
}

/**
 * Loads and validates every `<name>.json` persona of one directory, or of several: a name found in
 * an earlier directory is read from there alone (a team's own personas first, then the shipped ones
 * for the names it lacks). Throws a {@link FixtureError} naming the file and the problem for the
 * first malformed one.
 *
 * @example
 * const personas = loadPersonas('tools/dev-api/fixtures'); // Map { 'default' => {...}, ... }
 * loadPersonas(['./personas', 'tools/dev-api/fixtures']); // ./personas/client.json wins over the shipped client
 */
export function loadPersonas(dirs: string | readonly string[]): Map<string, Persona> {
  const personas = new Map<string, Persona>();
  for (const dir of typeof dirs === 'string' ? [dirs] : dirs) {
    for (const [name, persona] of loadDirectory(dir)) if (!personas.has(name)) personas.set(name, persona);
  }
  return personas;
}

function loadDirectory(dir: string): Map<string, Persona> {
  let names: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new Error('not a directory');
    names = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch (cause) {
    throw new FixtureError(`Persona fixtures directory ${dir} cannot be read: ${(cause as Error).message}`, { cause });
  }
  const personas = new Map<string, Persona>();
  for (const file of names) {
    const path = join(dir, file);
    const name = basename(file, '.json');
    if (!PERSONA_NAME.test(name)) {
      throw new FixtureError(
        `Persona fixture ${path}: the name "${name}" must be letters, digits, "-" or "_" (it is the dev_persona cookie value).`,
      );
    }
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (cause) {
      throw new FixtureError(`Persona fixture ${path} is not valid JSON: ${(cause as Error).message}`, { cause });
    }
    const parsed = personaSchema.safeParse(data);
    if (!parsed.success) {
      const problems = parsed.error.issues
        .map((issue) => {
          // A bad record key reports "Invalid key in record"; its own issue says what is wrong.
          const detail = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
          return `${issue.path.length ? issue.path.join('.') : '(top level)'}: ${detail}`;
        })
        .join('; ');
      throw new FixtureError(`Persona fixture ${path} is malformed: ${problems}`);
    }
    personas.set(name, parsed.data);
  }
  return personas;
}
