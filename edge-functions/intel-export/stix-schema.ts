/**
 * Validates a STIX 2.1 bundle against the OASIS CTI TC's JSON schemas (stix2.1-schemas/, copied
 * unchanged; draft 2020-12). Node only: used by the tests here and by the e2e journey that
 * downloads a bundle, never by the Deno function.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The named export: its default export types differently under NodeNext and bundler resolution.
import { Ajv2020 } from 'ajv/dist/2020.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stix2.1-schemas');
const BUNDLE_ID =
  'http://raw.githubusercontent.com/oasis-open/cti-stix2-json-schemas/stix2.1/schemas/common/bundle.json';

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return schemaFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

let validator: (((data: unknown) => boolean) & { errors?: unknown }) | undefined;

function bundleValidator() {
  if (validator) return validator;
  // strict: false — the OASIS schemas use keywords beside $ref that ajv's strict mode flags;
  // unicodeRegExp: false — their patterns escape '-' (\-), which a /u regular expression refuses.
  const ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: false });
  // The three formats the schemas name, none of which our bundles carry (identity, indicator,
  // vulnerability with a cve reference): a plausible shape is enough.
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/u);
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\S+$/iu);
  ajv.addFormat('idn-hostname', /^[^\s]+$/u);
  for (const file of schemaFiles(root)) ajv.addSchema(JSON.parse(readFileSync(file, 'utf8')));
  const compiled = ajv.getSchema(BUNDLE_ID);
  if (!compiled) throw new Error('bundle.json schema missing');
  validator = compiled;
  return compiled;
}

/** The schema errors of a bundle, [] when it is valid. */
export function stixBundleErrors(bundle: unknown): unknown[] {
  const validate = bundleValidator();
  return validate(bundle) ? [] : [...((validate.errors as unknown[] | null | undefined) ?? [])];
}
