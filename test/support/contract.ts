/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is plain JSON */
/**
 * Every response the catalog test client sees is checked against the served OpenAPI document
 * (GET /api/v1/openapi.json): its status is a documented response of the operation, its
 * content type one the response declares, its body valid against that schema (Ajv, JSON
 * Schema 2020-12 as OpenAPI 3.1 says), its headers the declared ones (required ones present,
 * each valid, none undeclared beyond the transport's). A path the document does not know must
 * be 404, a method it does not list 405 (or 204 for OPTIONS) with Allow. So an undocumented
 * answer fails the test that provoked it; fix the document (service/http/openapi.ts).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

/** Headers of the transport, not of the API: never declared per operation. */
const TRANSPORT_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  // Content coding is HTTP's negotiation (Accept-Encoding), not part of any one operation.
  'content-encoding',
  'vary',
]);

type Doc = Record<string, any>;

/** RFC 3986 §5.2.4, for paths: `.` segments dropped, `..` drops the one before. */
function withoutDotSegments(path: string): string {
  const out: string[] = [];
  const parts = path.split('/');
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const dots = part.replace(/%2e/gi, '.'); // WHATWG URL reads %2e as a dot here
    if (dots === '.' || dots === '..') {
      if (dots === '..' && out.length > 1) out.pop();
      if (last) out.push('');
    } else out.push(part);
  });
  return out.join('/');
}

const decodable = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

export interface ContractResponse {
  method: string;
  /** The request path with its query, e.g. /api/v1/products?limit=2. */
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

class Contract {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<object, ValidateFunction>();
  private readonly routes: { pattern: RegExp; item: Doc }[];

  constructor(private readonly doc: Doc) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    const add = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
    add(this.ajv);
    this.ajv.addFormat('single-line', true);
    this.ajv.addFormat('multi-line', true);
    this.ajv.addSchema({ components: doc.components }, 'openapi.json');
    this.routes = Object.entries(doc.paths as Doc).map(([template, item]) => ({
      // As the router matches: a parameter may be empty (/products/ is /products/{id}).
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]*')}$`),
      item,
    }));
  }

  private resolve<T = Doc>(node: Doc): T {
    const ref = node?.$ref as string | undefined;
    if (!ref) return node as T;
    return ref
      .slice(2)
      .split('/')
      .reduce((at: Doc, key) => at[key.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc) as T;
  }

  private validator(schema: object): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      const rebased = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'),
      );
      validate = this.ajv.compile(rebased);
      this.compiled.set(schema, validate);
    }
    return validate;
  }

  private check(value: unknown, schema: object, what: string): string[] {
    const validate = this.validator(schema);
    if (validate(value)) return [];
    return [`${what}: ${this.ajv.errorsText(validate.errors, { dataVar: what })}`];
  }

  /**
   * The ways `res` breaks the document (empty when it keeps to it). Some clients resolve dot
   * segments (and read \ as /, as WHATWG URLs do) before sending, some do not: any of these
   * paths may be the one the server saw.
   */
  problems(res: ContractResponse): string[] {
    const sent = res.url.split('?')[0]!;
    const found = this.problemsAt(sent, res);
    if (found.length === 0) return found;
    const parsed = (() => {
      try {
        return new URL(sent, 'http://client').pathname; // also reads \ as /
      } catch {
        return sent;
      }
    })();
    for (const path of new Set([withoutDotSegments(sent), parsed])) {
      if (path !== sent && this.problemsAt(path, res).length === 0) return [];
    }
    return found;
  }

  private problemsAt(path: string, res: ContractResponse): string[] {
    const method = res.method.toLowerCase();
    const route = this.routes.find((r) => r.pattern.test(path));
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!route) {
      return res.status === 404 && type === 'application/problem+json'
        ? []
        : [`${path} is not in the document, yet it answered ${res.status} ${type}`];
    }
    const op = route.item[method];
    if (!op) {
      // A path that is not valid percent-encoding is refused before its method is looked at.
      if (!decodable(path) && res.status === 422 && type === 'application/problem+json') return [];
      // Headers over 16 KiB are refused (413) before the route is looked up at all.
      if (res.status === 413 && type === 'application/problem+json') return [];
      const allow = res.headers.get('allow');
      const expected = method === 'options' ? 204 : 405;
      return res.status === expected && allow
        ? []
        : [`${res.method} ${path} is not in the document: expected ${expected} with Allow`];
    }
    // An id longer than the router takes (maxParamLength 200) is no resource: 404, any method.
    if (path.split('/').some((part) => decodable(part) && decodeURIComponent(part).length > 200)) {
      return res.status === 404 && type === 'application/problem+json'
        ? []
        : [`${path}: an over-long id answered ${res.status} ${type}, not 404`];
    }
    const label = `${op.operationId} (${res.method} ${path}) ${res.status}`;
    const response = op.responses[String(res.status)];
    if (!response) return [`${label}: the status is not a documented response`];
    const found: string[] = [];

    // Content type and body.
    const content = response.content as Doc | undefined;
    if (content && method !== 'head') {
      const media = content[type];
      if (!media) {
        found.push(`${label}: content type "${type}" is not one of ${Object.keys(content)}`);
      } else if (type !== 'application/json' && !type.endsWith('+json')) {
        // A file (CSV, JSON Lines): its media type is the contract; the bytes are the file's.
      } else {
        let body: unknown;
        try {
          body = JSON.parse(res.body);
        } catch {
          found.push(`${label}: the body is not JSON`);
        }
        if (body !== undefined) found.push(...this.check(body, media.schema, `${label} body`));
      }
    } else if (!content && res.body !== '') {
      found.push(`${label}: a body where the document declares none`);
    }

    // Headers: the declared ones (required present, each valid), and no other.
    const declared = new Map<string, Doc>(
      Object.entries((response.headers ?? {}) as Doc).map(([name, header]) => [
        name.toLowerCase(),
        this.resolve(header),
      ]),
    );
    for (const [name, header] of declared) {
      const value = res.headers.get(name);
      if (value === null) {
        if (header.required) found.push(`${label}: required header ${name} is missing`);
      } else if (header.schema) {
        found.push(...this.check(value, header.schema, `${label} header ${name}`));
      }
    }
    for (const [name] of res.headers) {
      if (!declared.has(name) && !TRANSPORT_HEADERS.has(name))
        found.push(`${label}: header ${name} is not declared`);
    }
    return found;
  }
}

const contracts = new Map<string, Promise<Contract>>();

/** The contract of the service at `baseUrl` (its document, fetched once). */
function contractOf(baseUrl: string): Promise<Contract> {
  let contract = contracts.get(baseUrl);
  if (!contract) {
    contract = fetch(`${baseUrl}/api/v1/openapi.json`)
      .then((res) => res.json())
      .then((doc) => new Contract(doc as Doc));
    contracts.set(baseUrl, contract);
  }
  return contract;
}

/** Throws, naming every mismatch, when the response does not keep to the document. */
export async function expectDocumented(baseUrl: string, res: ContractResponse): Promise<void> {
  const found = (await contractOf(baseUrl)).problems(res);
  if (found.length > 0) {
    throw new Error(`The response breaks the OpenAPI document:\n- ${found.join('\n- ')}`);
  }
}

const byDocument = new WeakMap<Doc, Contract>();

/** The same check for a parsed document, without a server (the contract and fuzz tests). */
export function documentProblems(doc: Doc, res: ContractResponse): string[] {
  let contract = byDocument.get(doc);
  if (!contract) {
    contract = new Contract(doc);
    byDocument.set(doc, contract);
  }
  return contract.problems(res);
}
